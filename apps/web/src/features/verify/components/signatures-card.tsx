import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VerifiedSignature } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { TimeWithUtc } from './time-with-utc';

/** Every signature in the file, oldest first: the companies' signatures, then Signet's seal. */
export function SignaturesCard({ signatures }: { signatures: VerifiedSignature[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="md" mb={4}>
        {t('verify.signatures.title')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('verify.signatures.hint')}
      </Text>
      <Stack component="ol" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {signatures.map((signature, index) => (
          <li key={index} data-signature={index + 1} data-intact={signature.intact}>
            <Stack gap={4}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('verify.signatures.item', { order: index + 1 })}
              </Text>
              <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {signature.signer ?? t('verify.signatures.unreadable')}
              </Text>
              <Group gap={6} wrap="wrap">
                {signature.sealedBySignet && <Badge variant="light">{t('verify.signatures.seal')}</Badge>}
                <Badge color={signature.intact ? 'green' : 'red'} variant="light">
                  {t(signature.intact ? 'verify.signatures.intact' : 'verify.signatures.broken')}
                </Badge>
                <Badge color="gray" variant="light">
                  {t(signature.coversWholeFile ? 'verify.signatures.whole' : 'verify.signatures.part')}
                </Badge>
              </Group>
              {signature.signedAt && (
                <div>
                  <Text fz="xs" c="dimmed">
                    {t('verify.signatures.signedAt')}
                  </Text>
                  <TimeWithUtc iso={signature.signedAt} fallback={t('verify.agreement.none')} />
                </div>
              )}
              {signature.timestampedAt && (
                <div>
                  <Text fz="xs" c="dimmed">
                    {t('verify.signatures.timestamp')}
                  </Text>
                  <TimeWithUtc iso={signature.timestampedAt} fallback={t('verify.agreement.none')} />
                </div>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
