import { Badge, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { VerifyResult } from '@signet/contracts';
import { IconCircleCheckFilled, IconCircleMinus, IconCircleXFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckState } from '../lib/verdict-view';
import { checksOf } from '../lib/verdict-view';
import { TimeWithUtc } from './time-with-utc';

const STATE_LOOK: Record<CheckState, { color: string; Icon: typeof IconCircleCheckFilled }> = {
  pass: { color: 'green', Icon: IconCircleCheckFilled },
  fail: { color: 'red', Icon: IconCircleXFilled },
  skipped: { color: 'gray', Icon: IconCircleMinus },
};

/** Each check with its outcome, then who made the signature and its timestamp when there is one. */
export function ChecksCard({ result }: { result: VerifyResult }) {
  const { t } = useTranslation();
  const checks = checksOf(result);
  const { signature } = result;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="md" mb="sm">
        {t('verify.checks.title')}
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checks.map((check) => {
          const look = STATE_LOOK[check.state];
          return (
            <Group component="li" key={check.name} gap="sm" wrap="nowrap" align="flex-start" data-check={check.name} data-state={check.state}>
              <ThemeIcon size={24} radius="xl" variant="transparent" color={look.color} aria-hidden mt={2}>
                <look.Icon size={22} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap={6} wrap="wrap">
                  <Text fw={600} fz="sm">
                    {t(`verify.checks.${check.name}`)}
                  </Text>
                  <Badge color={look.color} variant="light">
                    {t(`verify.checks.${check.state}`)}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed">
                  {t(`verify.checks.${check.name}Hint`)}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </Stack>
      {signature && (signature.signer || signature.timestampedAt) && (
        <>
          <Divider my="md" />
          <Stack gap="sm">
            {signature.signer && (
              <div>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('verify.checks.signer')}
                </Text>
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {signature.signer}
                </Text>
              </div>
            )}
            {signature.timestampedAt && (
              <div>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('verify.checks.timestamp')}
                </Text>
                <TimeWithUtc iso={signature.timestampedAt} fallback={t('verify.agreement.none')} />
              </div>
            )}
          </Stack>
        </>
      )}
    </Paper>
  );
}
