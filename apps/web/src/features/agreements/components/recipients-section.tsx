import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { progressRoute, resendScopeFor, type ProgressStep } from '../lib/recipient-progress';
import { RecipientProgressItem } from './recipient-progress-item';

type Recipient = Agreement['recipients'][number];

/**
 * Recipients as the route runs, each with their role and where they are; a bounced invitation
 * says so and offers a re-send. Steps of several people are headed by their number and whether
 * all of them act or any one; a route of one person per step numbers the people instead.
 */
export function RecipientsSection({
  agreement,
  canResend,
  locked,
  onResend,
  resendBusy,
}: {
  agreement: Agreement;
  canResend: boolean;
  locked: boolean;
  onResend: (scope: 'all' | 'next') => void;
  resendBusy: boolean;
}) {
  const { t } = useTranslation();
  const route = progressRoute(agreement);
  const grouped = route.steps.some((step) => step.members.length > 1) && !agreement.selfSign;
  const numbered = !grouped && route.steps.length > 1;
  const rows: { recipient: Recipient; step: ProgressStep | null; heading: string | null }[] = [
    ...route.steps.flatMap((step) =>
      step.members.map((recipient, index) => ({
        recipient,
        step,
        heading:
          grouped && index === 0
            ? step.members.length > 1
              ? t(step.group === 'any' ? 'agreements.detail.stepAny' : 'agreements.detail.stepAll', { n: step.number })
              : t('agreements.detail.step', { n: step.number })
            : null,
      })),
    ),
    ...route.outside.map((recipient, index) => ({ recipient, step: null, heading: grouped && index === 0 ? t('agreements.detail.outside') : null })),
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recipients-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="recipients-title">
          {t('agreements.detail.recipients')}
        </Title>
        {!agreement.selfSign && agreement.recipients.length > 1 && (
          <Text fz="sm" c="dimmed">
            {route.steps.length > 1 ? t('agreements.detail.orderOn') : t('agreements.detail.orderOff')}
          </Text>
        )}
      </Group>
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map(({ recipient, step, heading }, index) => (
          <Box component="li" key={String(recipient.id)} style={{ borderTop: index === 0 || heading ? undefined : '1px solid var(--mantine-color-default-border)' }}>
            {heading && (
              <Text component="h3" fz="sm" fw={700} m={0} mt={index === 0 ? 0 : 'sm'} pt={index === 0 ? 0 : 'xs'} style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}>
                {heading}
              </Text>
            )}
            <RecipientProgressItem
              recipient={recipient}
              number={numbered && step ? step.number : null}
              resendScope={canResend && recipient.deliveryFailed ? resendScopeFor(agreement, recipient.id) : null}
              locked={locked}
              resendBusy={resendBusy}
              onResend={onResend}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
