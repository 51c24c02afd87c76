import { ActionIcon, Button, Group, Menu, Popover, Stack, Text } from '@mantine/core';
import type { AgreementSummary } from '@signet/contracts';
import { IconArrowBackUp, IconDots, IconEye, IconMail, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActionDisabled, rowOperations, selfSignRecipientId } from '../lib/agreement-actions';
import type { useAgreementActions } from '../hooks/use-agreement-actions';
import { ACTION_LABELS, DESTRUCTIVE, actionIcon } from './action-labels';
import { ResendMenu } from './resend-menu';

type Actions = ReturnType<typeof useAgreementActions>;

/**
 * Signing someone else's agreement needs the link they e-mailed: a signer session is
 * bound to that link, and the account session only stands in for one's own "Just need
 * my signature" agreements. So the button explains where to go instead of pretending.
 */
function EmailLinkHint({ row, kind }: { row: AgreementSummary; kind: 'sign' | 'view' }) {
  const { t } = useTranslation();
  const sender = row.sender?.name || row.sender?.email || '';
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={kind === 'sign' ? <IconSignature size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          aria-label={t(kind === 'sign' ? 'agreements.row.signNamed' : 'agreements.row.viewNamed', { name: row.name })}
        >
          {t(kind === 'sign' ? 'agreements.row.sign' : 'agreements.row.view')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Text fw={600} fz="sm">
              {t(kind === 'sign' ? 'agreements.row.signTitle' : 'agreements.row.viewTitle')}
            </Text>
          </Group>
          <Text fz="sm">{t(kind === 'sign' ? 'agreements.row.signBody' : 'agreements.row.viewBody', { sender })}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The Actions column: sign, re-send, restore, and a menu with the other allowed actions. */
export function RowOperations({ row, actions }: { row: AgreementSummary; actions: Actions }) {
  const { t } = useTranslation();
  const ops = rowOperations(row);
  const target = { id: row.id, name: row.name };
  const selfRecipient = selfSignRecipientId(row);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {ops.sign === 'email' && <EmailLinkHint row={row} kind="sign" />}
      {ops.view && <EmailLinkHint row={row} kind="view" />}
      {ops.sign === 'self' && selfRecipient && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/sign/${selfRecipient}`}
          leftSection={<IconSignature size={16} aria-hidden />}
          aria-label={t('agreements.row.signNowNamed', { name: row.name })}
        >
          {t('agreements.row.signNow')}
        </Button>
      )}
      {ops.notify && (
        <ResendMenu
          size="xs"
          ariaLabel={t('agreements.row.resendNamed', { name: row.name })}
          disabled={ops.locked}
          loading={actions.isBusy('notify', target)}
          onResend={(scope) => actions.run('notify', target, scope)}
        />
      )}
      {ops.restore && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          loading={actions.isBusy('restore', target)}
          onClick={() => actions.run('restore', target)}
          aria-label={t('agreements.row.restoreNamed', { name: row.name })}
        >
          {t('agreements.actions.restore')}
        </Button>
      )}
      {ops.menu.length > 0 && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('agreements.row.moreNamed', { name: row.name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {ops.menu.map((action) => (
              <Menu.Item
                key={action}
                leftSection={actionIcon(action)}
                color={DESTRUCTIVE.includes(action) ? 'red' : undefined}
                disabled={isActionDisabled(action, ops.locked)}
                onClick={() => actions.run(action, target)}
              >
                {action === 'follow_up' && row.status === 'expired' ? t('agreements.actions.extend') : t(ACTION_LABELS[action])}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
