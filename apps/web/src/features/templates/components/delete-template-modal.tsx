import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, type TemplateSummary } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteTemplate } from '../api/template-api';

/** Asks before deleting: agreements made from the template are not touched. */
export function DeleteTemplateModal({ template, onClose, onDeleted }: { template: TemplateSummary | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTemplate();
  return (
    <Modal opened={template !== null} onClose={onClose} title={t('templates.delete.title')} centered>
      <Stack>
        <Text fw={600} lineClamp={2}>
          {template?.name || t('templates.untitled')}
        </Text>
        <Text fz="sm">{t('templates.delete.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('agreements.actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              template &&
              remove.mutate(template.id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('templates.delete.done'), autoClose: TIMING.toastMs });
                  onClose();
                  onDeleted?.();
                },
              })
            }
          >
            {t('templates.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
