import { Group, Menu, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronDown, IconHome, IconLogout, IconPlus, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useCompanies, useSwitchWorkspace } from '../../../lib/companies/companies-api';
import { useSessionStore } from '../../../lib/state/session-store';
import { useLogout } from '../api/logout';

/** Spec's account widget: avatar and name in the header, a menu with the account page and sign-out. */
export function AccountWidget({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSessionStore((state) => state.userInfo);
  const signOut = useLogout();
  const companies = useCompanies();
  const switchTo = useSwitchWorkspace();
  const current = companies.data?.find((company) => company.id === userInfo?.companyId) ?? null;

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
                <Stack gap={0} maw={140}>
                  <Text fz="sm" fw={500} truncate="end" lh={1.25}>
                    {userInfo.name}
                  </Text>
                  {current ? (
                    <Text fz="xs" c="dimmed" truncate="end" lh={1.25} data-testid="header-workspace">
                      {current.displayName}
                    </Text>
                  ) : null}
                </Stack>
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
        {/* The workspace this device works in: the personal space or a company (issue 32). */}
        <Menu.Label>{t('companies.workspace')}</Menu.Label>
        <Menu.Item
          leftSection={<IconHome size={16} aria-hidden />}
          rightSection={current ? null : <IconCheck size={14} aria-label={t('companies.current')} />}
          onClick={() => current && switchTo.mutate(null)}
        >
          {t('companies.personalSpace')}
        </Menu.Item>
        {(companies.data ?? []).map((company) => (
          <Menu.Item
            key={String(company.id)}
            leftSection={<IconBuilding size={16} aria-hidden />}
            rightSection={company.id === current?.id ? <IconCheck size={14} aria-label={t('companies.current')} /> : null}
            onClick={() => company.id !== current?.id && switchTo.mutate(company.id)}
          >
            <Text fz="sm" truncate="end" maw={150}>
              {company.displayName}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/account#companies" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('companies.create')}
        </Menu.Item>
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
