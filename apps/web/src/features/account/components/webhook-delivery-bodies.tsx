import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@signet/contracts';
import { useTranslation } from 'react-i18next';

/** A sent body reads better indented; anything that is not JSON is shown as it came. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** A delivery's request body as posted and the start of the endpoint's answer (issue 38), side by side on wide screens. */
export function WebhookDeliveryBodies({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const block = (label: string, body: string | null | undefined) => (
    <Stack gap={4} miw={0}>
      <Text fz="xs" fw={600}>
        {label}
      </Text>
      {body ? (
        <Code block fz="xs" mah={260} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {pretty(body)}
        </Code>
      ) : (
        <Text fz="xs" c="dimmed">
          {t('account.webhookNoBody')}
        </Text>
      )}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {block(t('account.webhookRequestBody'), delivery.requestBody)}
      {block(t('account.webhookResponseBody'), delivery.responseBody)}
    </SimpleGrid>
  );
}
