import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteAgreement } from '../api/agreement-operations';
import { toastSuccess } from '../api/use-agreement-mutation';
import type { ActionTarget } from '../hooks/action-target';

/** Asks before moving an agreement to the trash (it ends the signing process). */
export function DeleteAgreementModal({ target, onClose }: { target: ActionTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAgreement();
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('agreements.delete.title')} centered>
      <Stack>
        <Text fw={600} lineClamp={2}>
          {target?.name}
        </Text>
        <Text fz="sm">{t('agreements.delete.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('agreements.actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              target &&
              remove.mutate(target.id, {
                onSuccess: () => {
                  toastSuccess(t('delete_success', { ns: 'common' }));
                  onClose();
                },
              })
            }
          >
            {t('agreements.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
