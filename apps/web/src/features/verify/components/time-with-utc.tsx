import { Stack, Text } from '@mantine/core';
import { useTwoClocks } from '../hooks/use-two-clocks';

/** A moment in the reader's clock with the UTC time beneath it, as the certificate page prints it. */
export function TimeWithUtc({ iso, fallback }: { iso: string | null; fallback: string }) {
  const clocks = useTwoClocks()(iso);
  if (!clocks || !iso) return <Text fz="sm">{fallback}</Text>;
  return (
    <Stack gap={0}>
      <Text fz="sm" component="time" dateTime={iso}>
        {clocks.local}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace">
        {clocks.utc}
      </Text>
    </Stack>
  );
}
