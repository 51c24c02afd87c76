import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SignerAttachment } from '@signet/contracts';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../hooks/use-format-file-size';

/**
 * The files signers attached (issue 36), for the sender and for the agreement's other recipients:
 * each with who attached it, its size and the start of its SHA-256 (the certificate lists it whole),
 * and a download. Nothing is shown while there are none.
 */
export function SignerAttachmentsList({
  attachments,
  nameOf,
  download,
}: {
  attachments: readonly SignerAttachment[];
  /** The recipient's name, when the reader may know it. */
  nameOf: (recipientId: bigint) => string | undefined;
  download: (attachment: SignerAttachment) => Promise<void>;
}) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const [busy, setBusy] = useState<bigint | null>(null);
  const [failed, setFailed] = useState(false);
  if (attachments.length === 0) return null;

  const save = (attachment: SignerAttachment) => {
    setBusy(attachment.id);
    setFailed(false);
    download(attachment)
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="signer-attachments-title">
      <Title order={2} fz="lg" mb="sm" id="signer-attachments-title">
        {t('finalDownloads.attachmentsTitle')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {attachments.map((attachment) => {
          const from = nameOf(attachment.recipientId);
          return (
            <Group component="li" key={String(attachment.id)} justify="space-between" gap="sm" wrap="wrap" py={6}>
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
                <ThemeIcon color="gray" variant="light" size={36} radius="md" aria-hidden>
                  <IconPaperclip size={20} />
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {attachment.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {from ? t('finalDownloads.attachmentFrom', { name: from, size: formatSize(attachment.size) }) : formatSize(attachment.size)} · SHA-256 {attachment.sha256.slice(0, 12)}…
                  </Text>
                </Stack>
              </Group>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={t('finalDownloads.attachmentDownloadNamed', { name: attachment.name })}
                loading={busy === attachment.id}
                onClick={() => save(attachment)}
              >
                {t('finalDownloads.attachmentDownload')}
              </Button>
            </Group>
          );
        })}
      </Stack>
      {failed && (
        <Text c="red.7" size="sm" mt="xs" role="alert">
          {t('finalDownloads.failed')}
        </Text>
      )}
    </Paper>
  );
}
