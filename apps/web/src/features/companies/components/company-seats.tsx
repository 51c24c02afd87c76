import { Anchor, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, mayDo, type Company } from '@signet/contracts';
import { IconArmchair } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { SectionCard } from '../../../components/section-card';
import { refusalMessage, useRedeemCompanyCode } from '../../../lib/companies/companies-api';
import { CompanySeatBilling } from './company-seat-billing';
import { SEATS_ANCHOR } from './seats-anchor';

/**
 * The company's seats (issue 32): how many are taken (members and open invitations) of how many, on
 * which plan; the owner redeems an Enterprise code with seats here, and everyone sees where to get more.
 */
export function CompanySeats({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemCompanyCode(company.id);
  const [code, setCode] = useState('');
  const seats = company.seats ?? { total: LIMITS.freeCompanySeats, used: company.memberCount, planId: 'free' as const, planExpiresAt: null };
  const full = seats.used >= seats.total;
  const until = seats.planExpiresAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(seats.planExpiresAt)) : '';
  return (
    <SectionCard
      anchorId={SEATS_ANCHOR}
      icon={<IconArmchair size={20} />}
      title={t('companies.seats')}
      description={seats.planId === 'enterprise' ? t('companies.seatsEnterprise', { date: until }) : t('companies.seatsFree', { count: LIMITS.freeCompanySeats })}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600} data-testid="seats-used">
              {t('companies.seatsUsed', { used: seats.used, total: seats.total })}
            </Text>
            {full && (
              <Text fz="sm" c="orange.9">
                {t('companies.seatsFull')}
              </Text>
            )}
          </Group>
          <Progress value={Math.min(100, (seats.used / seats.total) * 100)} color={full ? 'orange' : 'gray'} aria-label={t('companies.seatsUsed', { used: seats.used, total: seats.total })} />
          <Text fz="xs" c="dimmed">
            {t('companies.seatsHint')}
          </Text>
        </Stack>
        <CompanySeatBilling company={company} seats={seats} />
        {mayDo(company.myRole, 'company.billing') ? (
          <form
            aria-label={t('companies.redeemTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim()) redeem.mutate(code.trim(), { onSuccess: () => setCode('') });
            }}
          >
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput style={{ flex: '1 1 200px' }} label={t('companies.redeemLabel')} value={code} onChange={(event) => setCode(event.currentTarget.value)} autoComplete="off" maxLength={64} />
                <Button type="submit" variant="default" loading={redeem.isPending} disabled={!code.trim()}>
                  {t('companies.redeem')}
                </Button>
              </Group>
              <FormAlert message={refusalMessage(redeem.error, t('companies.failed'))} />
              {redeem.isSuccess && (
                <Text fz="sm" c="teal.9" role="status">
                  {t('companies.redeemed')}
                </Text>
              )}
            </Stack>
          </form>
        ) : null}
        <Text fz="sm">
          <Anchor component={Link} to="/pricing/enterprise">
            {t('companies.moreSeats')}
          </Anchor>
        </Text>
      </Stack>
    </SectionCard>
  );
}
