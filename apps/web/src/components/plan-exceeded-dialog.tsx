import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../lib/state/app-store';

/**
 * Spec 3 and 4: one dialog for every plan limit (files, size, pages, signatures,
 * chats), opened anywhere with `showPlanExceeded(type)`. Mounted once in the root layout.
 */
export function PlanExceededDialog() {
  const { t } = useTranslation();
  const { visible, type } = useAppStore((state) => state.planExceeded);
  const hide = useAppStore((state) => state.hidePlanExceeded);
  return (
    <Modal opened={visible} onClose={hide} title={t(`fields.planExceeded.title_${type}`)} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="plan-exceeded-dialog" data-type={type}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
            <IconCrown size={22} />
          </ThemeIcon>
          <Text>{t(`fields.planExceeded.body_${type}`)}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={hide}>
            {t('fields.planExceeded.later')}
          </Button>
          <Button component={Link} to="/pricing/individuals" onClick={hide}>
            {t('fields.planExceeded.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
