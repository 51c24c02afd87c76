import { Button, Stack, Text } from '@mantine/core';
import type { Plan } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';

interface PlanActionProps {
  plan: Plan;
  planName: string;
  highlighted: boolean;
  current: boolean;
  signedIn: boolean;
  purchasable: boolean;
}

/**
 * What a plan's card lets the reader do. The free plan: start it (sign up) or see it is theirs.
 * A paid plan, while no payment provider is on: how to get it with a licence code, and where to
 * redeem one, instead of a button that leads nowhere.
 */
export function PlanAction({ plan, planName, highlighted, current, signedIn, purchasable }: PlanActionProps) {
  const { t } = useTranslation();
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
  if (purchasable) return null;
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
