import { Button, Stack, Text } from '@mantine/core';
import type { BillingPeriod, PaidPlanId, PaymentProvider, Plan } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';
import { useAppStore } from '../../../lib/state/app-store';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { useStartCheckout } from '../api/checkout';

interface PlanActionProps {
  plan: Plan;
  interval: BillingPeriod;
  planName: string;
  highlighted: boolean;
  current: boolean;
  signedIn: boolean;
  purchasable: boolean;
  returnTo: string | null;
  /** The payment method the reader picked, when the region has several. */
  provider?: PaymentProvider | undefined;
}

/**
 * What a plan's card lets the reader do. The free plan: start it (sign up) or see it is theirs.
 * A paid plan: buy it through the payment provider (signed in), or, while no provider is on,
 * how to get it with a licence code and where to redeem one, instead of a button that leads nowhere.
 */
export function PlanAction({ plan, interval, planName, highlighted, current, signedIn, purchasable, returnTo, provider }: PlanActionProps) {
  const { t } = useTranslation();
  const region = useAppStore((state) => state.region);
  const checkout = useStartCheckout();
  const variant = highlighted ? 'filled' : 'default';
  if (plan.id === 'free') {
    if (current) return <Button variant="default" fullWidth disabled>{t('pricing.yourPlan')}</Button>;
    if (signedIn) return null;
    return (
      <Button variant={variant} fullWidth onClick={() => openAuthDialog('signUp')}>
        {t('pricing.startFree')}
      </Button>
    );
  }
  if (purchasable) {
    if (!signedIn) {
      return (
        <Button variant={variant} fullWidth onClick={() => openAuthDialog('signIn')}>
          {t('pricing.signInToBuy')}
        </Button>
      );
    }
    const failed = checkout.error ? errorMessageOrGeneric(isApiError(checkout.error) ? checkout.error.code : 500) : null;
    return (
      <Stack gap="xs">
        <FormAlert message={failed} />
        <Button
          variant={variant}
          fullWidth
          loading={checkout.isPending || checkout.isSuccess}
          onClick={() => checkout.mutate({ planId: plan.id as PaidPlanId, period: interval, region, ...(provider ? { provider } : {}), ...(returnTo ? { returnTo } : {}) })}
        >
          {current ? t('pricing.renew', { plan: planName }) : t('pricing.choose', { plan: planName })}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {t('pricing.byCode', { plan: planName })}
      </Text>
      {signedIn ? (
        <Button component={Link} to="/account" variant={variant} fullWidth>
          {current ? t('pricing.extendWithCode') : t('pricing.redeemCode')}
        </Button>
      ) : (
        <Button variant={variant} fullWidth onClick={() => openAuthDialog('signIn')}>
          {t('pricing.signInToRedeem')}
        </Button>
      )}
    </Stack>
  );
}
