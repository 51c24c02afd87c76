import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING } from '@signet/contracts';
import type { StoredDocument } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteDocument } from '../api/change-document';

/** Asks before deleting: the document and its PDF go for good. */
export function DeleteModal({ document, onClose }: { document: StoredDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteDocument();
  return (
    <Modal opened={document !== null} onClose={onClose} title={t('documents.remove.title')} centered>
      <Stack>
        <Text>{t('documents.remove.body', { name: document?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documents.remove.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              document &&
              remove.mutate(document.id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('delete_success', { ns: 'common' }), autoClose: TIMING.toastMs });
                  onClose();
                },
              })
            }
          >
            {t('documents.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
