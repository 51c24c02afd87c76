import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pricingPath, redeemPath } from '../lib/plans/return-path';
import { usePlanCatalogue, usePlanThatLifts } from '../lib/plans/use-plan-catalogue';
import { useAppStore } from '../lib/state/app-store';

/**
 * Spec 3 and 4: one dialog for every plan limit (files, size, pages, signatures,
 * chats), opened anywhere with `showPlanExceeded(type)`. Mounted once in the root layout.
 * It names the plan that lifts the limit; while no payment provider is on, it leads to the
 * Redeem box, which leads back here (the draft is saved, so the send can be tried again).
 */
export function PlanExceededDialog() {
  const { t } = useTranslation();
  const { visible, type } = useAppStore((state) => state.planExceeded);
  const hide = useAppStore((state) => state.hidePlanExceeded);
  const { purchasable } = usePlanCatalogue();
  const location = useLocation();
  const lifts = usePlanThatLifts(type);
  const byCode = lifts !== null && !purchasable;
  const here = `${location.pathname}${location.search}`;
  return (
    <Modal opened={visible} onClose={hide} title={t(`fields.planExceeded.title_${type}`)} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="plan-exceeded-dialog" data-type={type}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
            <IconCrown size={22} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>{t(`fields.planExceeded.body_${type}`)}</Text>
            {lifts ? <Text fw={600}>{t('fields.planExceeded.lifts', { plan: t(`pricing.plan_${lifts.id}`) })}</Text> : null}
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={hide}>
            {t('fields.planExceeded.later')}
          </Button>
          <Button component={Link} to={pricingPath(lifts?.tier === 'enterprise' ? '/pricing/enterprise' : '/pricing/individuals', here)} variant={byCode ? 'default' : 'filled'} onClick={hide}>
            {t('fields.planExceeded.upgrade')}
          </Button>
          {byCode ? (
            <Button component={Link} to={redeemPath(here)} onClick={hide}>
              {t('fields.planExceeded.redeem')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
