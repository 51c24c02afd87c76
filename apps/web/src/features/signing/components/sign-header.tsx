import { Anchor, Box, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { SignerView } from '@signet/contracts';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignerAct } from '../lib/signer-role';
import { BrandLogo, brandBar } from './brand-logo';

const HEADING = { sign: 'signing.start.heading', approve: 'signing.start.headingApprove', fill: 'signing.start.headingFill' } as const;

interface SignHeaderProps {
  view: SignerView;
  act: SignerAct;
  compact: boolean;
  /** Progress, Next field and Finish on a wide screen; the phone has them at the bottom. */
  actions?: ReactNode;
  otherActions: ReactNode;
}

/**
 * Who asks, for what, and the sender's note, in one slim band above the document: the
 * signer lands on the pages themselves, with the request still in plain view.
 */
export function SignHeader({ view, act, compact, actions, otherActions }: SignHeaderProps) {
  const { t } = useTranslation();
  const [showMessage, setShowMessage] = useState(false);
  const messageId = useId();
  const { sender, agreement } = view;
  const name = agreement.subject || agreement.name;
  return (
    <Box px={compact ? 'sm' : 'lg'} py="xs" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', ...brandBar(sender.brand) }}>
      {/* A test agreement (issue 38), made with a test API key: said before anything else. */}
      {agreement.test && (
        <Text size="sm" fw={700} c="orange.9" bg="orange.0" px="sm" py={4} mb="xs" style={{ borderRadius: 4 }} role="note" data-testid="test-banner">
          {t('signing.common.testBanner')}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Stack gap={0} style={{ minWidth: 0, flex: actions ? '0 1 34%' : 1 }}>
          {sender.brand?.logoUrl && (
            <Box mb={4}>
              <BrandLogo brand={sender.brand} height={compact ? 20 : 24} />
            </Box>
          )}
          <Title order={1} fz={compact ? 16 : 18} lineClamp={compact ? 2 : 1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text size="xs" c="dimmed" truncate>
            <span>{t(HEADING[act], { name: sender.name || sender.email })}</span>
            {sender.name ? <span> · {sender.email}</span> : null}
          </Text>
          {agreement.message && (
            <UnstyledButton
              onClick={() => setShowMessage((shown) => !shown)}
              aria-expanded={showMessage}
              aria-controls={messageId}
              mih={compact ? 32 : 24}
              style={{ alignSelf: 'flex-start' }}
            >
              <Anchor component="span" size="xs" fw={600} underline="always" c="dark.6">
                <Group gap={2} component="span" wrap="nowrap">
                  {showMessage ? t('signing.start.hideMessage') : t('signing.start.showMessage')}
                  {showMessage ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
                </Group>
              </Anchor>
            </UnstyledButton>
          )}
        </Stack>
        {actions && <Box style={{ flex: 1 }}>{actions}</Box>}
        {otherActions}
      </Group>
      {agreement.message && (
        <Collapse expanded={showMessage} id={messageId}>
          <Stack gap={2} mt="xs" maw={720}>
            <Text size="sm" fw={600}>
              {t('signing.common.message')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderInlineStart: '3px solid var(--mantine-color-gray-3)' }} ps="sm">
              {agreement.message}
            </Text>
          </Stack>
        </Collapse>
      )}
    </Box>
  );
}
