import { Container } from '@mantine/core';
import type { ContainerProps } from '@mantine/core';

/**
 * The one content width of the sender's app: Mantine's "lg" (1140 px), the width of the
 * header and footer, so every page's edge lines up with the wordmark above it. A page
 * that needs the whole screen (the field editor) passes `fluid`; reading pages (the
 * static articles) keep a narrower column inside their own layout, and no other page
 * picks a width of its own.
 */
export function PageContainer({ children, ...props }: ContainerProps) {
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }} w="100%" {...props}>
      {children}
    </Container>
  );
}
