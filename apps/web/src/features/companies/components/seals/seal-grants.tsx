import { Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import type { CompanyMember, Seal, SealGrant } from '@signet/contracts';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../../lib/companies/companies-api';
import { useGrantSeal } from '../../api/grant-seal';
import { useSealGrants } from '../../api/list-seal-grants';
import { useRevokeSealGrant } from '../../api/revoke-seal-grant';
import { GrantForm } from './grant-form';

interface SealGrantsProps {
  companyId: bigint;
  seal: Seal;
  members: readonly CompanyMember[];
  templates: { id: bigint; name: string }[];
}

/** Under a seal's card (managers): who may use or approve it, until when, for which templates; add and end grants. */
export function SealGrants({ companyId, seal, members, templates }: SealGrantsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const grants = useSealGrants(companyId, seal.id, open);
  const grant = useGrantSeal(companyId, seal.id);
  const end = useRevokeSealGrant(companyId);
  const listId = useId();
  const count = grants.data?.filter((item) => item.active).length;

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {count === undefined ? t('seals.grants.title') : t('seals.grants.toggle', { count })}
      </Button>
      <Collapse expanded={open} id={listId}>
        <Stack gap="xs">
          {grants.data?.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('seals.grants.none')}
            </Text>
          )}
          {grants.isError && (
            <Text fz="sm" c="red.8" role="alert">
              {t('seals.list.loadFailed')}
            </Text>
          )}
          {grants.data && grants.data.length > 0 && (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {grants.data.map((item) => (
                <GrantRow key={String(item.id)} grant={item} busy={end.isPending && end.variables === item.id} onEnd={() => end.mutate(item.id)} />
              ))}
            </Stack>
          )}
          {seal.status !== 'revoked' &&
            (adding ? (
              <GrantForm
                members={members.map((member) => ({ userId: member.userId, label: member.name || member.email || '' }))}
                templates={templates}
                today={new Date()}
                busy={grant.isPending}
                serverError={refusalMessage(grant.error, t('companies.failed'))}
                onCancel={() => setAdding(false)}
                onSubmit={(input) => grant.mutate(input, { onSuccess: () => setAdding(false) })}
              />
            ) : (
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} style={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
                {t('seals.grants.add')}
              </Button>
            ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

function GrantRow({ grant, busy, onEnd }: { grant: SealGrant; busy: boolean; onEnd: () => void }) {
  const { t, i18n } = useTranslation();
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(grant.validUntil));
  const scope = grant.templateIds === null ? t('seals.grants.anyTemplate') : t('seals.grants.templates', { count: grant.templateIds.length });
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" data-testid="grant-row">
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {grant.userName}
        </Text>
        <Text fz="xs" c="dimmed">
          {[t(`seals.grants.${grant.right}`), t('seals.grants.until', { date: until }), scope].join(' · ')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={grant.active ? 'green' : 'gray'} tt="none">
          {grant.active ? t('seals.grants.active') : t('seals.grants.ended')}
        </Badge>
        {grant.active && (
          <Button size="xs" variant="subtle" color="red" loading={busy} aria-label={t('seals.grants.endNamed', { name: grant.userName })} onClick={onEnd}>
            {t('seals.grants.end')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
