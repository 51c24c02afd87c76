import { Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { getSignerAttachmentFile, getSignerFinalDocumentFile, getSignerFinalFile, getSignerFinalZip } from '@signet/contracts';
import type { FinalDocument, SignerView } from '@signet/contracts';
import { IconCircleCheck, IconCircleX, IconDownload, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FinalDownloadMenu, type FinalDownload } from '../../../components/final-download-menu';
import { SignerAttachmentsList } from '../../../components/signer-attachments-list';
import { usePageTitle } from '../../../hooks/use-page-title';
import { fileRequest } from '../../../lib/api/file-request';
import { downloadFile } from '../../../lib/download/download-file';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { SignerViewGate } from '../components/signer-view-gate';
import { embeddedRecipient } from '../lib/embedded';
import { actOf, hasActed, viewsOnly } from '../lib/signer-role';
import { signerPath } from '../lib/signer-routes';

/** How often the finish page asks whether the sealed copy is ready. */
const FINAL_POLL_MS = 4000;

/**
 * /sign/finish/:flowSignerId: thanks in the words of what they did (signed, approved, filled in,
 * declined, rejected, viewed), what happens next (the download once sealed), and an invitation to Signet.
 */
export function SignFinishPage() {
  return (
    <SignerViewGate pollMs={FINAL_POLL_MS}>
      {(view, flowSignerId) => {
        const done = hasActed(view.me) || (viewsOnly(view.me.role) && view.next === 'finish');
        return done ? <FinishContent view={view} flowSignerId={flowSignerId} /> : <Navigate to={signerPath(view.next, flowSignerId)} replace />;
      }}
    </SignerViewGate>
  );
}

function FinishContent({ view, flowSignerId }: { view: SignerView; flowSignerId: string }) {
  const { t, i18n } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const name = view.agreement.name;
  const declined = view.me.status === 'declined';
  const viewer = viewsOnly(view.me.role);
  const act = actOf(view.me.role);
  const completed = view.agreement.status === 'completed';
  const fillsFor = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(view.route?.fillsFor.map((recipient) => recipient.name) ?? []);
  const rejected = declined && act === 'approve';
  const title = rejected ? t('signing.finish.rejectedTitle') : declined ? t('signing.finish.declinedTitle') : viewer ? t('signing.finish.viewedTitle') : t('signing.finish.title');
  usePageTitle(title);
  const body = (() => {
    if (rejected) return t('signing.finish.rejectedBody', { name });
    if (declined) return t('signing.finish.declinedBody', { name });
    if (view.me.role === 'copy') return t('signing.finish.copyBody', { name });
    if (viewer) return t('signing.finish.viewedBody', { name });
    if (act === 'approve') return t('signing.finish.approvedHeading', { name });
    if (act === 'fill') return fillsFor ? t('signing.finish.filledHeading', { name, names: fillsFor }) : t('signing.finish.filledHeadingNoNames', { name });
    return t('signing.finish.signedHeading', { name });
  })();

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 48 }}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color={declined ? 'gray' : 'green'} aria-hidden>
              {declined ? <IconCircleX size={34} stroke={1.6} /> : <IconCircleCheck size={34} stroke={1.6} />}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
              {body}
            </Text>
          </Stack>
        </Paper>
        {!declined && !viewer && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="finish-next">
            <Stack gap="sm">
              <Title order={2} fz={18} id="finish-next">
                {t('signing.finish.next')}
              </Title>
              <List spacing="sm" icon={<IconMailForward size={18} aria-hidden style={{ marginTop: 3 }} />} styles={{ itemLabel: { lineHeight: 1.55 }, itemWrapper: { alignItems: "flex-start" } }}>
                {completed ? (
                  <List.Item>{t('signing.finish.completed')}</List.Item>
                ) : view.agreement.status === 'failed' ? (
                  <List.Item>{t('signing.finish.sealFailed')}</List.Item>
                ) : (
                  <>
                    <List.Item>{act === 'fill' && fillsFor ? t('signing.finish.filledNext', { names: fillsFor }) : t('signing.finish.othersSign')}</List.Item>
                    <List.Item>{t('signing.finish.emailedWhenDone')}</List.Item>
                  </>
                )}
              </List>
            </Stack>
          </Paper>
        )}
        {!declined && view.final && <DownloadFinal flowSignerId={flowSignerId} name={name} documents={view.finalDocuments ?? []} />}
        <SignerAttachmentsList
          attachments={view.attachments ?? []}
          nameOf={() => undefined}
          download={(attachment) => {
            const { url, headers } = fileRequest(getSignerAttachmentFile, { params: { flowSignerId, attachmentId: attachment.id } });
            return downloadFile(url, attachment.name, { headers });
          }}
        />
        {/* Inside another site's frame (embedded signing) Signet does not advertise itself. */}
        {!signedIn && embeddedRecipient() === null && (
          <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-gray-0)" component="section" aria-labelledby="finish-account">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="gray" radius="xl" size={40} aria-hidden>
                  <IconUserPlus size={22} />
                </ThemeIcon>
                <Title order={2} fz={18} id="finish-account">
                  {t('signing.finish.accountTitle')}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {t('signing.finish.accountBody')}
              </Text>
              <Group gap="sm">
                <Button mih={44} variant={view.final ? 'light' : 'filled'} onClick={() => openAuthDialog('signUp')}>
                  {t('signing.finish.createAccount')}
                </Button>
                <Button mih={44} variant="default" component={Link} to="/">
                  {t('signing.finish.learnMore')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

/** Where each download comes from and the name it is saved under. */
function finalRequest(flowSignerId: string, name: string, choice: FinalDownload) {
  const params = { flowSignerId };
  if (choice.kind === 'zip') return { ...fileRequest(getSignerFinalZip, { params }), fileName: `${name}.zip` };
  if (choice.kind === 'document') return { ...fileRequest(getSignerFinalDocumentFile, { params: { ...params, documentId: choice.document.agreementDocumentId } }), fileName: `${choice.document.name}.pdf` };
  return { ...fileRequest(getSignerFinalFile, { params }), fileName: `${name}.pdf` };
}

/**
 * The sealed copy, fetched with this link's signer token and saved under the agreement's name;
 * with several documents, a menu: each document sealed on its own, all in one PDF, or a zip (issue 36).
 */
function DownloadFinal({ flowSignerId, name, documents }: { flowSignerId: string; name: string; documents: readonly FinalDocument[] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async (choice: FinalDownload = { kind: 'merged' }) => {
    setState('loading');
    const { url, headers, fileName } = finalRequest(flowSignerId, name, choice);
    try {
      await downloadFile(url, fileName, { headers });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap={6} align="center">
      {documents.length > 1 ? (
        <FinalDownloadMenu
          documents={documents}
          label={t('signing.finish.download')}
          position="bottom"
          loading={state === 'loading'}
          buttonProps={{ size: 'md', mih: 44, variant: 'filled' }}
          onDownload={(choice) => void download(choice)}
        />
      ) : (
        <Button size="md" mih={44} leftSection={<IconDownload size={18} aria-hidden />} loading={state === 'loading'} onClick={() => void download()}>
          {t('signing.finish.download')}
        </Button>
      )}
      {state === 'failed' && (
        <Text c="red.7" size="sm" role="alert">
          {t('signing.finish.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}
