import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isActingRole, type VerifyResult } from '@signet/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoClocks } from '../hooks/use-two-clocks';
import { TimeWithUtc } from './time-with-utc';

type Agreement = NonNullable<VerifyResult['agreement']>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Stack component="dd" gap={0} m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** The agreement our record holds for this file: its name (and the document, for one sealed on its own), sender, times and parties in order. */
export function AgreementCard({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const none = t('verify.agreement.none');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="md" mb="md">
        {t('verify.agreement.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <Fact label={t('verify.agreement.name')}>
          <Text fw={600}>{agreement.name}</Text>
        </Fact>
        {agreement.document && (
          <Fact label={t('verify.agreement.document')}>
            <Text fw={600}>{agreement.document.name}</Text>
            <Text fz="xs" c="dimmed">
              {t('verify.agreement.documentNote')}
            </Text>
          </Fact>
        )}
        <Fact label={t('verify.agreement.sender')}>
          <Text>{agreement.sender.name}</Text>
        </Fact>
        <Fact label={t('verify.agreement.sentAt')}>
          <TimeWithUtc iso={agreement.sentAt} fallback={none} />
        </Fact>
        <Fact label={t('verify.agreement.sealedAt')}>
          <TimeWithUtc iso={agreement.sealedAt} fallback={none} />
        </Fact>
      </SimpleGrid>
      <Divider my="md" />
      <Group justify="space-between" mb="sm">
        <Title order={4} fz="sm">
          {t('verify.agreement.parties')}
        </Title>
        <Text fz="xs" c="dimmed">
          {t('verify.agreement.partiesCount', { count: agreement.parties.length })}
        </Text>
      </Group>
      <Stack component="ol" gap="xs" data-testid="verify-parties" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {agreement.parties.map((party) => (
          <PartyRow key={`${party.order}-${party.name}`} party={party} />
        ))}
      </Stack>
    </Paper>
  );
}

type Party = Agreement['parties'][number];

type Deed = 'signed' | 'approved' | 'filled' | 'notSigned' | 'viewed' | 'viewer' | 'copy';

/**
 * What a party did and when: signed, approved or filled in (their act's time), viewed, or (a
 * viewer or copy who never opened it) was sent the copy. One who acts but did not (a member of an
 * any-one-of group another member signed for) did not sign.
 */
function partyDeed(party: Party): { label: Deed; at: string | null; color: string } {
  if (isActingRole(party.role)) {
    if (!party.signedAt) return { label: 'notSigned', at: null, color: 'gray' };
    return { label: party.role === 'approver' ? 'approved' : party.role === 'filler' ? 'filled' : 'signed', at: party.signedAt, color: 'green' };
  }
  if (party.viewedAt) return { label: 'viewed', at: party.viewedAt, color: 'blue' };
  return { label: party.role === 'copy' ? 'copy' : 'viewer', at: null, color: 'gray' };
}

/** The sentence that says when, for a deed that has a time. */
const DEED_SENTENCE: Partial<Record<Deed, 'signedAt' | 'approvedAt' | 'filledAt' | 'viewedAt'>> = { signed: 'signedAt', approved: 'approvedAt', filled: 'filledAt', viewed: 'viewedAt' };

function PartyRow({ party }: { party: Party }) {
  const { t } = useTranslation();
  const clocks = useTwoClocks();
  const deed = partyDeed(party);
  const when = clocks(deed.at);
  const sentence = `verify.agreement.${DEED_SENTENCE[deed.label] ?? 'viewedAt'}` as const;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-0)' }}
    >
      <ThemeIcon size={28} radius="xl" variant="light" aria-label={t('verify.agreement.order', { order: party.order })}>
        <Text fz="sm" fw={700} aria-hidden>
          {party.order}
        </Text>
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {party.name}
          </Text>
          <Badge variant="light" color={deed.color} size="sm">
            {t(`verify.agreement.did.${deed.label}`)}
          </Badge>
        </Group>
        {when && deed.at ? (
          <Text fz="sm" c="dimmed">
            <time dateTime={deed.at}>{t(sentence, { time: when.local })}</time>
            <Text span fz="xs" ff="monospace" display="block">
              {when.utc}
            </Text>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {t(isActingRole(party.role) ? 'verify.agreement.notSigned' : 'verify.agreement.notViewed')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
