import { Anchor, Badge, Container, Group, Stepper, Title } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { webPath } from '@signet/contracts';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';

/**
 * What each step is for. Step 1 holds the spec's 'Add Documents', 'Add recipients',
 * 'Set signing order' and 'Add Message' sections; fields and review follow.
 */
const STEPS = ['prepare', 'fields', 'review'] as const;

/** The three creation steps share a stepper and a page heading. */
export function CreateStepLayout({
  step,
  title,
  template,
  children,
}: {
  step: 1 | 2 | 3;
  title?: string;
  /** Editing a template's working copy (issue 14): say so above the title, with the way back to it. */
  template?: Agreement['template'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const steps = template ? 'templateSteps' : 'steps';
  return (
    <Container size="md" pt="xl" pb="xl" px="md">
      <nav aria-label={t('pages.flowCreate.stepsLabel')}>
        <Stepper active={step - 1} size="sm" allowNextStepsSelect={false} wrap={false}>
          {STEPS.map((key, index) => (
            <Stepper.Step
              key={key}
              // On a phone only the current step is named, so the row never overflows.
              label={!isMobile || index === step - 1 ? t(`pages.flowCreate.${steps}.${key}`) : undefined}
              aria-label={`${t('pages.flowCreate.stepOf', { n: index + 1, total: STEPS.length })}: ${t(`pages.flowCreate.${steps}.${key}`)}`}
              aria-current={index === step - 1 ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      {template && (
        <Group gap="xs" mt="xl" mb={-8} wrap="nowrap">
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            {t('templates.badge')}
          </Badge>
          <Anchor component={Link} to={webPath('templateDetail', { templateId: template.id })} size="sm" truncate>
            {template.name || t('templates.untitled')}
          </Anchor>
        </Group>
      )}
      <Title order={1} fz={{ base: 24, sm: 28 }} mt="xl" mb="sm">
        {title ?? t(`pages.flowCreate.${steps}.${STEPS[step - 1] ?? 'prepare'}`)}
      </Title>
      {children}
    </Container>
  );
}
