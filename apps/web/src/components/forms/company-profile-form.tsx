import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { COMPANY_NAME_MAX_CHARS, REGIONS, ZCompanyProfileInput, type CompanyProfileInput, type RegistrationNumberProblem } from '@signet/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert';

interface CompanyProfileFormProps {
  initial?: CompanyProfileInput;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal in the reader's language, if the last try failed. */
  serverError: string | null;
  readOnly?: boolean;
  onSubmit: (profile: CompanyProfileInput) => void;
}


/**
 * A company's names, region and registration number. In the China region the number is the
 * unified social credit code, checked here by its check character as the server checks it.
 */
export function CompanyProfileForm({ initial, submitLabel, busy, serverError, readOnly = false, onSubmit }: CompanyProfileFormProps) {
  const { t, i18n } = useTranslation();
  // A new company starts in the region its maker most likely works in: the one their language suggests.
  const start = initial ?? { displayName: '', legalName: '', region: i18n.language === 'zh-CN' ? 'cn' : 'intl', registrationNumber: '' };
  const form = useForm<CompanyProfileInput>({
    resolver: zodResolver(ZCompanyProfileInput) as never,
    defaultValues: { ...start, registrationNumber: start.registrationNumber ?? '' },
  });
  const region = useWatch({ control: form.control, name: 'region' });
  const errors = form.formState.errors;
  // Refusals of the contracts' own checks are catalogue keys (uscc_check …); the rest is a missing value.
  const messageOf = (message: string | undefined, fallback: string) => (message?.startsWith('uscc_') ? t(message as `uscc_${RegistrationNumberProblem}`, { ns: 'common' }) : fallback);
  const submit = form.handleSubmit((values) => onSubmit({ ...values, registrationNumber: values.registrationNumber?.trim() ? values.registrationNumber : null }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <TextInput
          {...form.register('displayName')}
          label={t('companies.displayName')}
          description={t('companies.displayNameHint')}
          maxLength={COMPANY_NAME_MAX_CHARS}
          readOnly={readOnly}
          required
          error={errors.displayName && t('companies.nameRequired')}
        />
        <TextInput
          {...form.register('legalName')}
          label={t('companies.legalName')}
          description={t('companies.legalNameHint')}
          maxLength={COMPANY_NAME_MAX_CHARS}
          readOnly={readOnly}
          required
          error={errors.legalName && t('companies.nameRequired')}
        />
        <Controller
          control={form.control}
          name="region"
          render={({ field }) => (
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="company-region">
                {t('companies.region')}
              </Text>
              <SegmentedControl
                aria-labelledby="company-region"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                readOnly={readOnly}
                data={REGIONS.map((value) => ({ value, label: t(`companies.region_${value}`) }))}
                fullWidth
              />
            </Stack>
          )}
        />
        <TextInput
          {...form.register('registrationNumber')}
          label={region === 'cn' ? t('companies.uscc') : t('companies.registrationNumber')}
          description={region === 'cn' ? t('companies.usccHint') : t('companies.registrationNumberHint')}
          maxLength={40}
          readOnly={readOnly}
          autoComplete="off"
          error={errors.registrationNumber && messageOf(errors.registrationNumber.message, t('companies.registrationNumberInvalid'))}
        />
        <FormAlert message={serverError} />
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
