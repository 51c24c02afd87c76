import { Alert, Box, Container, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { getSignerDocumentFile } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { IconEye } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pdfSource } from '../../../lib/api/file-request';
import { useRecordViewed } from '../api/signer-mutations';
import { SenderCard } from '../components/sender-card';
import { SignerViewGate } from '../components/signer-view-gate';
import { viewsOnly } from '../lib/signer-role';
import { signerPath } from '../lib/signer-routes';

/** /sign/view/:flowSignerId: a viewer (or copy recipient) reads the documents; the viewing is recorded. */
export function SignViewPage() {
  return (
    <SignerViewGate>
      {(view, flowSignerId) =>
        viewsOnly(view.me.role) ? <ViewContent view={view} flowSignerId={flowSignerId} /> : <Navigate to={signerPath(view.next, flowSignerId)} replace />
      }
    </SignerViewGate>
  );
}

function ViewContent({ view, flowSignerId }: { view: SignerView; flowSignerId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('signing.view.title'));
  const recordViewed = useRecordViewed(flowSignerId);
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    recordViewed.mutate();
  }, [recordViewed]);

  const [documentId, setDocumentId] = useState(String(view.documents[0]?.id ?? ''));
  const document = view.documents.find((candidate) => String(candidate.id) === documentId) ?? view.documents[0];
  const source = useMemo(() => (document ? pdfSource(getSignerDocumentFile, { params: { flowSignerId: flowSignerId, documentId: document.id } }) : null), [flowSignerId, document]);
  const options = view.documents.map((candidate) => ({ value: String(candidate.id), label: candidate.name }));
  const sender = view.sender.name || view.sender.email;
  const copy = view.me.role === 'copy';

  return (
    <Container size="lg" px={{ base: 0, sm: 'md' }} py={{ base: 0, sm: 'lg' }}>
      <Stack gap="md">
        <Box px={{ base: 'sm', sm: 0 }} pt={{ base: 'sm', sm: 0 }}>
          <Stack gap="md">
            <Alert color="blue" variant="light" icon={<IconEye size={20} aria-hidden />} title={copy ? t('signing.view.copyNote') : t('signing.view.note')}>
              {t('signing.view.recorded')}
            </Alert>
            <SenderCard view={view} heading={copy ? t('signing.view.copyHeading', { name: sender }) : t('signing.view.heading', { name: sender })} />
            {options.length > 1 &&
              (options.length <= 3 ? (
                <SegmentedControl data={options} value={documentId} onChange={setDocumentId} aria-label={t('signing.view.chooseDocument')} fullWidth />
              ) : (
                <Select data={options} value={documentId} onChange={(value) => value && setDocumentId(value)} label={t('signing.view.chooseDocument')} allowDeselect={false} />
              ))}
          </Stack>
        </Box>
        {document && source && (
          <Box h="max(420px, calc(100dvh - 160px))" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'hidden' }}>
            <PdfViewer key={documentId} source={source} pageSizes={document.pageSizes} />
          </Box>
        )}
        <Text size="sm" c="dimmed" px={{ base: 'sm', sm: 0 }} pb="md">
          {t('signing.common.pages', { count: document?.pageCount ?? 0 })}
        </Text>
      </Stack>
    </Container>
  );
}
