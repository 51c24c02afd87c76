import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { ErrorCode, mayDo, type Company } from '@signet/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { isApiError } from '../../../lib/api/api-error';
import '../../../lib/i18n/two-factor-messages';
import { refusalMessage } from '../../../lib/companies/companies-api';
import { useSetCompanyTwoFactor } from '../api/set-company-two-factor';

/**
 * Whether the company requires two-factor sign-in of its members (issue 35): a switch for those
 * who edit the company, a sentence for the others. Switching it on wants it on for oneself (8418),
 * so the refusal links to one's own security settings.
 */
export function CompanyTwoFactor({ company }: { company: Company }) {
  const { t } = useTranslation();
  const set = useSetCompanyTwoFactor(company.id);
  const edits = mayDo(company.myRole, 'company.edit');
  const required = company.requireTwoFactor ?? false;
  const needsOwn = isApiError(set.error) && set.error.code === ErrorCode.AdminNeedsTwoFactor;

  return (
    <SectionCard icon={<IconShieldLock size={20} />} title={t('twoFactor.company.title')}>
      <Stack gap="sm">
        {edits ? (
          <Switch
            label={t('twoFactor.company.require')}
            description={t('twoFactor.company.requireHint')}
            checked={set.isPending ? set.variables : required}
            disabled={set.isPending}
            onChange={(event) => set.mutate(event.currentTarget.checked)}
          />
        ) : (
          <Text fz="sm" c={required ? undefined : 'dimmed'}>
            {required ? t('twoFactor.company.requiredNote') : t('twoFactor.company.requireHint')}
          </Text>
        )}
        <FormAlert message={refusalMessage(set.error, t('companies.failed'))} />
        {needsOwn || (required && !edits) ? (
          <Anchor component={Link} to="/account#security" fz="sm" fw={600}>
            {t('twoFactor.company.yourSecurity')}
          </Anchor>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
