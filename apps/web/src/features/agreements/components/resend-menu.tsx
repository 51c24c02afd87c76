import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NotifyScope } from '../hooks/use-agreement-actions';

/** "Re-send" opens a choice: every pending signer, or only the next one (spec 4). */
export function ResendMenu({
  onResend,
  loading,
  disabled,
  size = 'sm',
  ariaLabel,
}: {
  onResend: (scope: NotifyScope) => void;
  loading?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  /** A longer name for rows ("Re-send <agreement>"); it starts with the visible word. */
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          loading={loading}
          disabled={disabled}
          leftSection={<IconSend size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={ariaLabel}
        >
          {t('agreements.actions.notify')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onResend('all')}>{t('agreements.actions.notifyAll')}</Menu.Item>
        <Menu.Item onClick={() => onResend('next')}>{t('agreements.actions.notifyNext')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
