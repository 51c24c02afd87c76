import { Select, Stack, TextInput } from '@mantine/core';
import { SIGNER_VERIFICATION_METHODS, type SignerVerificationMethod } from '@signet/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IssueText } from '../hooks/use-issue-text';
import type { Step1Values } from '../lib/draft-form';

interface RecipientVerificationFieldsProps {
  index: number;
  /** How the row names its recipient to a screen reader ("Verification of Ann"). */
  who: string;
  issueText: IssueText;
  template: boolean;
}

/**
 * How a recipient proves who they are before the documents open (issue 35): the method, and the
 * access code or the mobile number it needs. A template keeps a role's method but never a person's
 * number: it is given each time the template is used.
 */
export function RecipientVerificationFields({ index, who, issueText, template }: RecipientVerificationFieldsProps) {
  const { t } = useTranslation();
  const { register, control, setValue } = useFormContext<Step1Values>();
  const verification = useWatch({ control, name: `recipients.${index}.verification` });
  const path = `recipients.${index}` as const;

  return (
    <Stack gap={6} mt="xs" maw={{ base: '100%', sm: 420 }} data-testid="recipient-verification">
      <Select
        label={t('flow.recipients.verification')}
        aria-label={t('flow.recipients.verificationOf', { name: who })}
        description={template && verification === 'sms_code' ? t('flow.roles.smsNumberWhenUsed') : t(`flow.recipients.verificationHint_${verification}`)}
        value={verification}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data={SIGNER_VERIFICATION_METHODS.map((method) => ({ value: method, label: t(`flow.recipients.verification_${method}`) }))}
        onChange={(value) => {
          const chosen = SIGNER_VERIFICATION_METHODS.find((method): method is SignerVerificationMethod => method === value);
          if (chosen) setValue(`${path}.verification`, chosen, { shouldDirty: true });
        }}
      />
      {verification === 'access_code' && (
        <TextInput {...register(`${path}.accessCode`)} label={t('flow.recipients.accessCode')} autoComplete="off" error={issueText(`${path}.accessCode`)} />
      )}
      {verification === 'sms_code' && !template && (
        <TextInput
          {...register(`${path}.phone`)}
          type="tel"
          label={t('flow.recipients.phone')}
          description={t('flow.recipients.phoneHint')}
          placeholder="+86 138 0013 8000"
          // Someone else's number: the browser must not offer the sender's own.
          autoComplete="off"
          error={issueText(`${path}.phone`)}
        />
      )}
    </Stack>
  );
}
