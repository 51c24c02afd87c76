import { Container, Stepper, Title } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { useAppStore } from '../../../lib/state/app-store';

const STEPS = ['step_add_documents', 'step_add_recipients', 'step_add_message'] as const;

/**
 * The three creation steps share a stepper. A step whose editor exists passes it as
 * children (the app composes it: features do not import each other); the others
 * say they are coming.
 */
export function CreateStepLayout({ step, children }: { step: 1 | 2 | 3; children?: ReactNode }) {
  const { t } = useTranslation();
  const { flowId } = useParams();
  const isMobile = useAppStore((state) => state.isMobile);
  return (
    <Container size="md" pt="xl" pb="xl" px="md">
      <nav aria-label={t('pages.flowCreate.stepsLabel')}>
        <Stepper active={step - 1} size="sm" allowNextStepsSelect={false} wrap={false}>
          {STEPS.map((key, index) => (
            <Stepper.Step
              key={key}
              // On a phone only the current step is named, so the row never overflows.
              label={!isMobile || index === step - 1 ? t(key, { ns: 'common' }) : undefined}
              aria-label={t('pages.flowCreate.stepOf', { n: index + 1, total: STEPS.length })}
              aria-current={index === step - 1 ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      {children ? (
        <>
          <Title order={1} fz={{ base: 24, sm: 28 }} mt="xl" mb="sm">
            {t(STEPS[step - 1] ?? 'step_add_documents', { ns: 'common' })}
          </Title>
          {children}
        </>
      ) : (
        <ComingSoon
          icon={<IconFilePlus size={32} stroke={1.6} />}
          title={t(STEPS[step - 1] ?? 'step_add_documents', { ns: 'common' })}
          body={t('pages.flowCreate.body')}
          reference={flowId}
        />
      )}
    </Container>
  );
}

