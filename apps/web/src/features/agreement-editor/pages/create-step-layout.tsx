import { Anchor, Badge, Group, Title } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { webPath } from '@signet/contracts';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepProgress } from '../components/step-progress';
import { PageContainer } from '../../../components/page-container';
import { useAppStore } from '../../../lib/state/app-store';

/**
 * What each step is for. Step 1 holds the spec's 'Add documents', 'Add recipients',
 * 'Set signing order' and 'Add message' sections; fields and review follow.
 */
const STEPS = ['prepare', 'fields', 'review'] as const;

/** The three creation steps share a stepper and a page heading; step 2 (placing fields) uses the whole screen width. */
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
    <PageContainer fluid={step === 2} py="xl">
      <div role="group" aria-label={t('pages.flowCreate.stepsLabel')}>
        <StepProgress
          labels={STEPS.map((key) => t(`pages.flowCreate.${steps}.${key}`))}
          current={step - 1}
          compact={isMobile}
          stepOf={(n) => t('pages.flowCreate.stepOf', { n, total: STEPS.length })}
        />
      </div>
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
    </PageContainer>
  );
}
