import { SimpleGrid, Stack } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DraftGate } from '../components/fields/draft-gate';
import { ReviewCards } from '../components/review/review-cards';
import { ReviewPublish } from '../components/review/review-publish';
import { ReviewSend } from '../components/review/review-send';

/** /flow/create/step3/{flowId}: review what will be sent, then send (or sign now); for a template, save its next version. */
export function CreateStep3Page() {
  return <DraftGate step={3}>{(agreement) => <Step3Content agreement={agreement} />}</DraftGate>;
}

function Step3Content({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  usePageTitle(t('fields.step3Title'));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReviewCards agreement={agreement} />
      </SimpleGrid>
      {agreement.template ? <ReviewPublish agreement={{ ...agreement, template: agreement.template }} /> : <ReviewSend agreement={agreement} />}
    </Stack>
  );
}
