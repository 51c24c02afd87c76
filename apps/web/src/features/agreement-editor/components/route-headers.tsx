import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { GroupMode } from '@signet/contracts';
import { useTranslation } from 'react-i18next';

interface StepHeaderProps {
  step: number;
  /** How many steps the route has: one step reads "At the same time". */
  steps: number;
  members: number;
  group: GroupMode;
  onGroup: (group: GroupMode) => void;
}

/** Above a step's first recipient: its number and, for two or more, whether all of them act or any one. */
export function StepHeader({ step, steps, members, group, onGroup }: StepHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} mt={step === 1 ? 0 : 'xs'} mb={6} data-step-header={step}>
      <Group gap="xs" justify="space-between" wrap="wrap" align="center">
        <Text fw={700} fz="sm" component="h3" m={0}>
          {steps > 1 ? t('flow.route.step', { n: step }) : t('flow.route.together')}
        </Text>
        {members >= 2 && (
          <SegmentedControl
            size="xs"
            radius="md"
            value={group}
            onChange={(value) => onGroup(value === 'any' ? 'any' : 'all')}
            aria-label={steps > 1 ? t('flow.route.groupLabel', { n: step }) : t('flow.route.groupLabelTogether')}
            data={[
              { value: 'all', label: t('flow.route.all') },
              { value: 'any', label: t('flow.route.any') },
            ]}
          />
        )}
      </Group>
      {members >= 2 && (
        <Text fz="xs" c="dimmed">
          {group === 'any' ? t('flow.route.anyHint') : t('flow.route.allHint')}
        </Text>
      )}
    </Stack>
  );
}

/** Above the first copy or viewer: they stand outside the steps. */
export function OutsideHeader() {
  const { t } = useTranslation();
  return (
    <Stack gap={2} mt="xs" mb={6} data-step-header="outside">
      <Text fw={700} fz="sm" component="h3" m={0}>
        {t('flow.route.outside')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('flow.route.outsideHint')}
      </Text>
    </Stack>
  );
}
