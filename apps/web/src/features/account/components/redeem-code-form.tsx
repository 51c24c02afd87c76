import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { redeemLicenceCode } from '@signet/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerError } from '../../../lib/api/use-server-error';
import { useRedeemLicenceCode } from '../api/redeem-licence-code';
import { planName } from '../../../lib/plans/plan-name';

type Values = z.input<typeof redeemLicenceCode.body>;

/**
 * The Membership card's Redeem box: a licence code from a reseller or a self-hoster's admin.
 * A wrong or used code (8001, 8002) shows under the field; too many tries (429) in the alert.
 * Sent here by the plan-exceeded dialog (`returnTo`), the box takes the focus and, once the code
 * is redeemed, offers the way back to the page that was refused.
 */
export function RedeemCodeForm({ returnTo }: { returnTo: string | null }) {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemLicenceCode();
  const titleId = useId();
  const form = useForm<Values, unknown, z.output<typeof redeemLicenceCode.body>>({
    resolver: zodResolver(redeemLicenceCode.body),
    defaultValues: { code: '' },
  });
  const server = useServerError(redeem.error, ['licenceCode']);
  const granted = redeem.data;
  const until = granted?.planList[0]?.expiresAt;

  const onSubmit = form.handleSubmit((values) => redeem.mutate(values.code, { onSuccess: () => form.reset() }));
  const clear = () => {
    if (redeem.error || redeem.isSuccess) redeem.reset();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text id={titleId} fw={600} fz="sm">
          {t('account.redeemTitle')}
        </Text>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            {...form.register('code', { onChange: clear })}
            aria-label={t('account.redeemLabel')}
            placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
            autoComplete="off"
            autoFocus={returnTo !== null}
            autoCapitalize="characters"
            spellCheck={false}
            error={(form.formState.errors.code && t('account.redeemRequired')) ?? server.fieldError('licenceCode')}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' } }}
          />
          <Button type="submit" variant="default" loading={redeem.isPending}>
            {t('account.redeemAction')}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('account.redeemHint')}
        </Text>
        <FormAlert message={server.alert} />
        {granted ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" p="sm">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">
                {until
                  ? t('account.redeemDone', { plan: planName(granted.planId, t), date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(until)) })
                  : t('account.redeemDoneNoEnd', { plan: planName(granted.planId, t) })}
              </Text>
              {returnTo ? (
                <Button component={Link} to={returnTo} size="xs">
                  {t('account.redeemBack')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
