import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A save answered 7026: the draft was saved in another tab since this one loaded it.
 * Nothing is reloaded until the user asks, so their unsaved values stay on screen
 * (they may copy them) until they choose 'Reload draft'.
 */
export function DraftChangedModal({ opened, onReload, onClose }: { opened: boolean; onReload: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('flow.draftChanged.title')} centered>
      <Stack>
        <Text>{t('http_error_7026', { ns: 'common' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('flow.draftChanged.keep')}
          </Button>
          <Button onClick={onReload}>{t('flow.draftChanged.reload')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
