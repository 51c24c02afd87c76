import { Button, Stack } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { IconFileOff, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DraftGate } from '../components/fields/draft-gate';
import { FieldsEditor } from '../components/fields/fields-editor';
import { signersOf } from '../lib/field-draft';

/** /flow/create/step2/{flowId}: place the signers' fields on the pages. */
export function CreateStep2Page() {
  return <DraftGate step={2}>{(agreement) => <Step2Content agreement={agreement} />}</DraftGate>;
}

function Step2Content({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  usePageTitle(t('fields.step2Title'));
  const missing =
    agreement.documents.length === 0 ? ('documents' as const) : signersOf(agreement.recipients).length === 0 ? ('signers' as const) : null;
  if (missing) {
    return (
      <Stack align="center" gap={0} pb="xl">
        <EmptyState
          icon={missing === 'documents' ? <IconFileOff size={28} /> : <IconUserOff size={28} />}
          title={t(missing === 'documents' ? 'fields.noDocumentsTitle' : 'fields.noSignersTitle')}
          body={t(missing === 'documents' ? 'fields.noDocumentsBody' : 'fields.noSignersBody')}
        />
        <Button component={Link} to={`/flow/create/step1/${String(agreement.id)}`}>
          {t('fields.backToStep1')}
        </Button>
      </Stack>
    );
  }
  return <FieldsEditor agreement={agreement} />;
}
