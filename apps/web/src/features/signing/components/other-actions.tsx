import { Button, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconClockPause, IconDots, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { DeclineModal } from './decline-modal';

/** "Other actions": Decline (with a reason) and Sign later. */
export function OtherActions({ flowSignerId, compact }: { flowSignerId: string; compact?: boolean }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const [open, setOpen] = useState<'decline' | 'later' | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            mih={44}
            px={compact ? 'sm' : undefined}
            aria-label={compact ? t('signing.common.otherActions') : undefined}
            rightSection={compact ? undefined : <IconChevronDown size={16} aria-hidden />}
          >
            {compact ? <IconDots size={20} aria-hidden /> : t('signing.common.otherActions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconClockPause size={18} aria-hidden />} onClick={() => setOpen('later')} mih={44}>
            {t('signing.common.signLater')}
          </Menu.Item>
          <Menu.Item leftSection={<IconX size={18} aria-hidden />} color="red" onClick={() => setOpen('decline')} mih={44}>
            {t('signing.common.decline')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeclineModal flowSignerId={flowSignerId} opened={open === 'decline'} onClose={() => setOpen(null)} />
      <Modal opened={open === 'later'} onClose={() => setOpen(null)} title={t('signing.later.title')} fullScreen={isMobile}>
        <Stack gap="md">
          <Text>{t('signing.later.body')}</Text>
          <Text size="sm" c="dimmed">
            {t('signing.later.note')}
          </Text>
          <Button variant="default" mih={44} onClick={() => setOpen(null)} style={{ alignSelf: 'flex-end' }}>
            {t('signing.later.ok')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
