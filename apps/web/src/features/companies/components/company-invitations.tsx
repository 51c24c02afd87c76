import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, INVITABLE_ROLES, INVITATION_TTL_DAYS, ZEmail, type Company, type CompanyInvitation } from '@signet/contracts';
import { IconMailPlus } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { SectionCard } from '../../../components/section-card';
import { useFormatTime } from '../../../hooks/use-format-time';
import { isApiError } from '../../../lib/api/api-error';
import { refusalMessage, useInviteMember, useResendInvitation, useRevokeInvitation } from '../../../lib/companies/companies-api';
import { goToSeats } from './seats-anchor';

const ZInvite = z.object({ email: ZEmail, role: z.enum(INVITABLE_ROLES) });
type Values = z.infer<typeof ZInvite>;

/** Invites by e-mail (owner and admins), and the invitations not yet accepted, to send again or withdraw. */
export function CompanyInvitations({ company, invitations }: { company: Company; invitations: CompanyInvitation[] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const invite = useInviteMember(company.id);
  const resend = useResendInvitation(company.id);
  const revoke = useRevokeInvitation(company.id);
  const form = useForm<Values>({ resolver: zodResolver(ZInvite), defaultValues: { email: '', role: 'member' } });
  const role = useWatch({ control: form.control, name: 'role' });
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => form.reset({ ...values, email: '' }) }));

  return (
    <SectionCard icon={<IconMailPlus size={20} />} title={t('companies.invite')} description={t('companies.inviteHint', { days: INVITATION_TTL_DAYS })}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('companies.invite')}>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              {...form.register('email')}
              type="email"
              label={t('companies.inviteEmail')}
              autoComplete="off"
              style={{ flex: '1 1 220px' }}
              error={form.formState.errors.email && t('companies.inviteEmailError')}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  label={t('companies.role')}
                  w={150}
                  value={field.value}
                  allowDeselect={false}
                  onChange={(role) => role && field.onChange(role)}
                  data={INVITABLE_ROLES.map((role) => ({ value: role, label: t(`companies.role_${role}`) }))}
                />
              )}
            />
          </Group>
          <Text fz="xs" c="dimmed">
            {t(`companies.roleHint_${role}`)}
          </Text>
          <FormAlert message={refusalMessage(invite.error, t('companies.failed'))} />
          {isApiError(invite.error) && invite.error.code === ErrorCode.SeatsUsedUp && (
            // The plan-exceeded path, as for the signature quota: straight to where seats are added.
            <Anchor component="button" type="button" fz="sm" onClick={goToSeats} style={{ alignSelf: 'flex-start' }}>
              {t('companies.addSeats')}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {t('companies.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
      {invitations.length > 0 ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {t('companies.openInvitations')}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {invitations.map((invitation) => (
              <Group key={String(invitation.id)} component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="invitation-row">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fz="sm" truncate="end">
                    {invitation.email}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t(`companies.role_${invitation.role}`)} · {t('companies.invitationUntil', { date: formatTime(invitation.expiresAt) })}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" loading={resend.isPending && resend.variables === invitation.id} onClick={() => resend.mutate(invitation.id)}>
                    {t('companies.resend')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" loading={revoke.isPending && revoke.variables === invitation.id} onClick={() => revoke.mutate(invitation.id)}>
                    {t('companies.withdraw')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
