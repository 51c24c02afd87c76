import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorCode, getAgreementAttachmentFile } from '@signet/contracts';
import { IconAlertTriangle, IconFileOff, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useLeaveWhenSignedOut } from '../../../hooks/use-leave-when-signed-out';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { useAgreementDetail, useLiveAgreement } from '../api/get-agreement';
import { DetailActions } from '../components/detail-actions';
import { DetailHeader } from '../components/detail-header';
import { DocumentsSection } from '../components/documents-section';
import { SignerAttachmentsList } from '../../../components/signer-attachments-list';
import { fileRequest } from '../../../lib/api/file-request';
import { downloadAgreementFile } from '../lib/download-agreement-file';
import { RecipientsSection } from '../components/recipients-section';
import { SaveAsTemplateButton } from '../components/save-as-template-button';
import { AgreementsSignedOut } from '../components/signed-out-prompt';
import { StateNotes } from '../components/state-notes';
import { TimelineSection } from '../components/timeline-section';
import { useAgreementActions } from '../hooks/use-agreement-actions';
import { PageContainer } from '../../../components/page-container';

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy aria-label={t('common.loading')}>
      <Skeleton height={14} width={120} />
      <Skeleton height={32} width="60%" />
      <Skeleton height={14} width="40%" />
      <Skeleton height={160} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </Stack>
  );
}

function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : null;
  const toList = (
    <Button component={Link} to="/agreements" variant="default">
      {t('agreements.detail.toList')}
    </Button>
  );
  if (code === ErrorCode.NoPermission) {
    return <StatusPage icon={<IconLock size={30} />} color="red" eyebrow={<Text c="dimmed">{t('http_error_7403', { ns: 'common' })}</Text>} title={t('agreements.detail.noPermissionTitle')} body={t('agreements.detail.noPermissionBody')} actions={toList} />;
  }
  if (code === ErrorCode.NotFound) {
    return <StatusPage icon={<IconFileOff size={30} />} color="gray" eyebrow={<Text c="dimmed">404</Text>} title={t('agreements.detail.notFoundTitle')} body={t('agreements.detail.notFoundBody')} actions={toList} />;
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('agreements.detail.loadError')}>
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        {t('agreements.detail.retry')}
      </Button>
    </Alert>
  );
}

function AgreementDetail({ flowId }: { flowId: string }) {
  const { t } = useTranslation();
  const detail = useAgreementDetail(flowId);
  const agreement = detail.data;
  usePageTitle(agreement?.name ?? t('agreements.detail.title'));
  useLiveAgreement(flowId, detail.status === 'success');
  const actions = useAgreementActions();

  if (detail.status === 'pending') return <DetailSkeleton />;
  if (detail.status === 'error' || !agreement) return <DetailError error={detail.error} onRetry={() => void detail.refetch()} />;

  const target = { id: agreement.id, name: agreement.name };
  const allowed = agreement.actions ?? [];
  const locked = agreement.status === 'updating';
  return (
    <Stack gap="lg">
      <DetailHeader agreement={agreement} />
      <Group gap="xs" justify="space-between" align="flex-start" wrap="wrap">
        <DetailActions agreement={agreement} actions={actions} />
        <SaveAsTemplateButton agreement={agreement} />
      </Group>
      <StateNotes agreement={agreement} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <DocumentsSection
              agreement={agreement}
              onDownloadFinal={allowed.includes('download_final') ? () => actions.run('download_final', target) : undefined}
              finalBusy={actions.isBusy('download_final', target)}
            />
            <SignerAttachmentsList
              attachments={agreement.attachments ?? []}
              nameOf={(recipientId) => agreement.recipients.find((recipient) => recipient.id === recipientId)?.name}
              download={(attachment) => downloadAgreementFile(fileRequest(getAgreementAttachmentFile, { params: { flowId: agreement.id, attachmentId: attachment.id } }), attachment.name)}
            />
            {agreement.recipients.length > 0 && (
              <RecipientsSection
                agreement={agreement}
                canResend={allowed.includes('notify')}
                locked={locked}
                resendBusy={actions.isBusy('notify', target)}
                onResend={(scope) => actions.run('notify', target, scope)}
              />
            )}
            {(agreement.subject || agreement.message) && (
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="message-title">
                <Title order={2} fz="lg" mb="xs" id="message-title">
                  {t('agreements.detail.message')}
                </Title>
                {agreement.subject && (
                  <Text fw={600} mb={4}>
                    {agreement.subject}
                  </Text>
                )}
                {agreement.message && (
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {agreement.message}
                  </Text>
                )}
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TimelineSection agreement={agreement} flowId={flowId} />
        </Grid.Col>
      </Grid>
      {actions.dialogs}
    </Stack>
  );
}

/** /agreement/:flowId and /detail/:flowId: one of my agreements, kept live while visible. */
export function AgreementDetailPage() {
  const { flowId = '' } = useParams();
  useLeaveWhenSignedOut();
  const signedIn = useSessionStore(selectIsSignedIn);
  if (!signedIn) return <AgreementsSignedOut />;
  return (
    <PageContainer>
      {/* A new id is a new page: no state (dialogs, busy flags) carries over. An id that is no id is simply not there. */}
      {/^\d{1,20}$/.test(flowId) ? <AgreementDetail key={flowId} flowId={flowId} /> : <DetailError error={new ApiError(ErrorCode.NotFound, '')} onRetry={() => undefined} />}
    </PageContainer>
  );
}
