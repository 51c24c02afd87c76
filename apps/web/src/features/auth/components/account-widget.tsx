import { Group, Menu, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useSessionStore } from '../../../lib/state/session-store';
import { useLogout } from '../api/logout';

/** Spec's account widget: avatar and name in the header, a menu with the account page and sign-out. */
export function AccountWidget({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSessionStore((state) => state.userInfo);
  const signOut = useLogout();

  if (!userInfo) {
    // A stored token is being checked at start-up.
    return <Skeleton height={36} width={compact ? 36 : 120} radius="xl" aria-hidden />;
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        {/* Named by its visible text (the user's name) plus a hidden "Account menu", so what is seen is what is said. */}
        <UnstyledButton
          p={4}
          pr={compact ? 4 : 'xs'}
          style={{ borderRadius: 'var(--mantine-radius-xl)', border: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={userInfo.name} headerImg={userInfo.headerImg} size={30} />
            {compact ? null : (
              <>
                <Text fz="sm" fw={500} maw={140} truncate="end">
                  {userInfo.name}
                </Text>
                <IconChevronDown size={14} aria-hidden />
              </>
            )}
            <VisuallyHidden>{t('auth.accountMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py="xs">
          <Text fz="xs" c="dimmed">
            {t('auth.signedInAs')}
          </Text>
          <Text fz="sm" fw={600} truncate="end">
            {userInfo.name}
          </Text>
          {userInfo.email ? (
            <Text fz="xs" c="dimmed" truncate="end">
              {userInfo.email}
            </Text>
          ) : null}
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} aria-hidden />}>
          {t('auth.account')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/') })}
        >
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
