import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { INVITABLE_ROLES, mayDo, type Company, type CompanyMember } from '@signet/contracts';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { UserAvatar } from '../../../components/user-avatar';
import { useChangeMemberRole, useRemoveMember, useSetLeaversWorkTo, useTransferOwnership } from '../../../lib/companies/companies-api';
import { useSessionStore } from '../../../lib/state/session-store';

type Pending = { kind: 'remove' | 'transfer'; member: CompanyMember } | null;

/** Who is in the company and as what; the owner and admins change roles and remove people. */
export function CompanyMembers({ company, members }: { company: Company; members: CompanyMember[] }) {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.uid);
  const changeRole = useChangeMemberRole(company.id);
  const remove = useRemoveMember(company.id);
  const transfer = useTransferOwnership(company.id);
  const [pending, setPending] = useState<Pending>(null);
  // Who receives a removed member's agreements and templates: the one removing them unless they pick another.
  const [handTo, setHandTo] = useState<string>(String(me));
  const manages = mayDo(company.myRole, 'members.manage');
  const leaversTo = useSetLeaversWorkTo(company.id);
  const nameOf = (member: CompanyMember) => (member.userId === me ? `${member.name || member.email} (${t('companies.you')})` : member.name || member.email || '');
  const owner = members.find((member) => member.role === 'owner');

  return (
    <SectionCard icon={<IconUsers size={20} />} title={t('companies.members')} description={t('companies.memberCount', { count: members.length })}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {members.map((member) => {
          const self = member.userId === me;
          const label = member.name || member.email || '';
          return (
            <Group key={String(member.userId)} component="li" justify="space-between" wrap="wrap" gap="sm" data-testid="member-row">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
                <UserAvatar name={label} headerImg={null} size={36} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600} truncate="end">
                    {label}
                    {self ? <Text span c="dimmed" fz="sm">{` (${t('companies.you')})`}</Text> : null}
                  </Text>
                  <Text fz="xs" c="dimmed" truncate="end">
                    {member.email}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {manages && member.role !== 'owner' && !self ? (
                  <Select
                    size="xs"
                    w={130}
                    aria-label={t('companies.roleOf', { name: label })}
                    value={member.role}
                    allowDeselect={false}
                    data={INVITABLE_ROLES.map((role) => ({ value: role, label: t(`companies.role_${role}`) }))}
                    onChange={(role) => role && changeRole.mutate({ userId: member.userId, role })}
                  />
                ) : (
                  <Badge variant={member.role === 'owner' ? 'light' : 'outline'} color="gray" tt="none">
                    {t(`companies.role_${member.role}`)}
                  </Badge>
                )}
                {mayDo(company.myRole, 'company.transfer') && !self ? (
                  <Button size="xs" variant="subtle" color="dark" onClick={() => setPending({ kind: 'transfer', member })}>
                    {t('companies.makeOwner')}
                  </Button>
                ) : null}
                {manages && member.role !== 'owner' && !self ? (
                  <Button size="xs" variant="subtle" color="red" onClick={() => {
                      setHandTo(String(me));
                      setPending({ kind: 'remove', member });
                    }} aria-label={t('companies.removeNamed', { name: label })}>
                    {t('companies.remove')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          );
        })}
      </Stack>
      {manages && members.length > 1 ? (
        // Someone who leaves by themselves cannot pick: an admin picks for them here, ahead of time.
        <Select
          label={t('companies.leaversTo')}
          description={t('companies.leaversToHint')}
          value={String(company.leaversWorkTo ?? owner?.userId ?? '')}
          allowDeselect={false}
          disabled={leaversTo.isPending}
          data={members.map((member) => ({ value: String(member.userId), label: member.role === 'owner' ? `${nameOf(member)} · ${t('companies.role_owner')}` : nameOf(member) }))}
          onChange={(value) => value && leaversTo.mutate(owner && value === String(owner.userId) ? null : BigInt(value))}
        />
      ) : null}
      <ConfirmDialog
        opened={pending?.kind === 'remove'}
        onClose={() => setPending(null)}
        title={t('companies.removeTitle')}
        body={t('companies.removeBody', { name: pending?.member.name || pending?.member.email || '', company: company.displayName })}
        confirmLabel={t('companies.remove')}
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate({ userId: pending.member.userId, handTo: BigInt(handTo) }, { onSuccess: () => setPending(null) })}
      >
        <Select
          label={t('companies.handTo')}
          description={t('companies.handToHint')}
          value={handTo}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data={members
            .filter((member) => member.userId !== pending?.member.userId)
            .map((member) => ({ value: String(member.userId), label: member.userId === me ? `${member.name || member.email} (${t('companies.you')})` : member.name || member.email || '' }))}
          onChange={(value) => value && setHandTo(value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === 'transfer'}
        onClose={() => setPending(null)}
        title={t('companies.transferTitle')}
        body={t('companies.transferBody', { name: pending?.member.name || pending?.member.email || '', company: company.displayName })}
        confirmLabel={t('companies.makeOwner')}
        busy={transfer.isPending}
        onConfirm={() => pending && transfer.mutate(pending.member.userId, { onSuccess: () => setPending(null) })}
      />
    </SectionCard>
  );
}
