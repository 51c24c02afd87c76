import { Alert, Button, Modal, Paper, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { TestBadge } from '../../../components/test-badge';
import { useAppStore } from '../../../lib/state/app-store';
import { useTestMail, useTestMails } from '../api/test-mails';
import { dateTime } from '../lib/relative-time';

/** One test mail's text in a dialog: the signing link in it works, so the owner can try the signer's side. */
function TestMailDialog({ mailId, onClose }: { mailId: bigint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const mail = useTestMail(mailId);
  return (
    <Modal opened={mailId !== null} onClose={onClose} title={mail.data?.subject ?? t('account.testMailLoading')} size="lg" fullScreen={isMobile}>
      {mail.data ? (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {t('account.testMailTo', { to: mail.data.to.join(', ') })}
          </Text>
          {mail.data.attachments.length > 0 && (
            <Text fz="sm" c="dimmed">
              {t('account.testMailAttachments', { names: mail.data.attachments.map((attachment) => attachment.filename).join(', ') })}
            </Text>
          )}
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="test-mail-text">
            {mail.data.text}
          </Text>
        </Stack>
      ) : mail.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.testMailsError')} />
      ) : (
        <Skeleton height={120} radius="md" aria-busy aria-label={t('account.testMailLoading')} />
      )}
    </Modal>
  );
}

/**
 * Test mail (issue 38): what Signet kept instead of mailing about the account's test agreements,
 * made with a test API key. Only the owner sees them; nothing here reached anyone.
 */
export function TestMailsSection() {
  const { t, i18n } = useTranslation();
  const mails = useTestMails();
  const [open, setOpen] = useState<bigint | null>(null);
  return (
    <SectionCard icon={<IconMailCheck size={20} />} title={t('account.testMailsTitle')} description={t('account.testMailsHint')} anchorId="test-mail">
      {mails.isPending ? (
        <Skeleton height={64} radius="md" aria-busy />
      ) : mails.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.testMailsError')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void mails.refetch()}>
            {t('account.retry')}
          </Button>
        </Alert>
      ) : mails.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('account.testMailsEmpty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('account.testMailsTitle')}>
          {mails.data.map((mail) => (
            <Paper component="li" key={String(mail.id)} withBorder radius="md">
              {/* Named by what it shows (the subject, who, when), after a word for screen readers that says it opens the mail. */}
              <UnstyledButton p="sm" w="100%" onClick={() => setOpen(mail.id)}>
                <VisuallyHidden>{t('account.testMailOpen')} </VisuallyHidden>
                <Stack gap={2}>
                  <Text fw={600} fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    <TestBadge size="xs" /> {mail.subject}
                  </Text>
                  <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('account.testMailTo', { to: mail.to.join(', ') })} · {dateTime(mail.createdAt, i18n.language)}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
      )}
      <TestMailDialog mailId={open} onClose={() => setOpen(null)} />
    </SectionCard>
  );
}
