import { Anchor, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicConfig } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import type { LegalBlock, LegalSection } from '../../../lib/i18n/legal-document';
import { splitOn } from '../lib/split-on';

/** A sentence with the operator's e-mail address as a mailto link. */
export function LegalText({ text, email }: { text: string; email: string }) {
  return splitOn(text, email).map((part, index) =>
    part.match ? (
      <Anchor key={index} href={`mailto:${email}`} inherit style={{ overflowWrap: 'anywhere' }}>
        {part.text}
      </Anchor>
    ) : (
      part.text
    ),
  );
}

/** A paragraph, or a bulleted list when the block is an array. */
export function LegalBlockView({ block, email }: { block: LegalBlock; email: string }) {
  if (typeof block === 'string') {
    return (
      <Text>
        <LegalText text={block} email={email} />
      </Text>
    );
  }
  return (
    <List spacing={6} withPadding>
      {block.map((item) => (
        <List.Item key={item}>
          <LegalText text={item} email={email} />
        </List.Item>
      ))}
    </List>
  );
}

/** Numbered links to the page's sections: one column on a phone, two from the small breakpoint. */
export function LegalContents({ sections, sectionId }: { sections: readonly LegalSection[]; sectionId: (index: number) => string }) {
  const { t } = useTranslation();
  return (
    <Paper component="nav" aria-label={t('legal.contents')} withBorder radius="md" p="md" bg="gray.0">
      <Text fw={600} mb="xs">
        {t('legal.contents')}
      </Text>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {sections.map((section, index) => (
          <li key={section.title}>
            <Anchor href={`#${sectionId(index)}`} fz="sm">
              {index + 1}. {section.title}
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Who runs this deployment and how to reach them, from the server's configuration. */
export function OperatorCard({ operator }: { operator: PublicConfig['operator'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-label={t('legal.operator.title')} component="address" style={{ fontStyle: 'normal' }}>
      <Stack gap={4}>
        <Text fw={600}>{operator.name}</Text>
        <Text>
          {t('legal.operator.email')}
          <Anchor href={`mailto:${operator.email}`} style={{ overflowWrap: 'anywhere' }}>
            {operator.email}
          </Anchor>
        </Text>
        {operator.address && (
          <Text style={{ whiteSpace: 'pre-line' }}>
            {t('legal.operator.address')}
            {operator.address}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
