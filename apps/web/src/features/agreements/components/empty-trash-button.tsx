import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useEmptyTrash } from '../api/agreement-operations';
import { toastSuccess } from '../api/use-agreement-mutation';

/** "Empty trash" with a confirmation; the answer says how many went for good. */
export function EmptyTrashButton({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const emptyTrash = useEmptyTrash();
  const failure = emptyTrash.error && isApiError(emptyTrash.error) ? errorMessageOrGeneric(emptyTrash.error.code, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US') : null;
  const close = () => {
    emptyTrash.reset();
    setOpened(false);
  };
  return (
    <>
      <Button variant="default" color="red" c={disabled ? undefined : 'red.8'} leftSection={<IconTrashX size={16} aria-hidden />} disabled={disabled} onClick={() => setOpened(true)}>
        {t('agreements.trash.empty')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('agreements.trash.confirmTitle')} centered>
        <Stack>
          <Text fz="sm">{t('agreements.trash.confirmBody')}</Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('agreements.actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={emptyTrash.isPending}
              onClick={() =>
                emptyTrash.mutate(undefined, {
                  onSuccess: (result) => {
                    toastSuccess(t('agreements.trash.done', { count: result.deleted }));
                    close();
                  },
                })
              }
            >
              {t('agreements.trash.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
