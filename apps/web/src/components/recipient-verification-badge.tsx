import { Badge } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { IconDeviceMobileMessage, IconKey, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { access_code: IconKey, email_code: IconMailCheck, sms_code: IconDeviceMobileMessage } as const;

type Recipient = Pick<Agreement['recipients'][number], 'verification' | 'accessCode' | 'phoneMasked'>;

/**
 * How a recipient proves who they are (issue 35), for the sender: "Access code", "E-mail code",
 * "SMS code to +86 138****5678". The number is always the masked one; nothing for the e-mailed link alone.
 */
export function RecipientVerificationBadge({ recipient, mt }: { recipient: Recipient; mt?: number }) {
  const { t } = useTranslation();
  // An older reply without the method: an access code was the only one.
  const method = recipient.verification ?? (recipient.accessCode ? 'access_code' : 'none');
  if (method === 'none') return null;
  const Icon = ICONS[method];
  const label = method === 'sms_code' && recipient.phoneMasked ? t('agreements.verifiedBy.sms_codeTo', { phone: recipient.phoneMasked }) : t(`agreements.verifiedBy.${method}`);
  return (
    <Badge
      size="sm"
      variant="light"
      color="gray"
      radius="sm"
      tt="none"
      fw={500}
      mt={mt}
      leftSection={<Icon size={12} aria-hidden />}
      // In a column the badge keeps its own width.
      style={{ alignSelf: 'flex-start' }}
      data-testid="recipient-verification"
    >
      {label}
    </Badge>
  );
}
