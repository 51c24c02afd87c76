import { Anchor, Box, Checkbox, Group, Loader, Text } from '@mantine/core';
import { WEB_ROUTES } from '@signet/contracts';
import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ConsentBarProps {
  saving: boolean;
  failed: boolean;
  /** The signer tried a field or Finish first: say why nothing happened. */
  prompted: boolean;
  onAgree: () => void;
  checkboxRef: Ref<HTMLInputElement>;
}

/**
 * The consent to sign electronically, as one sentence and one checkbox above the
 * document. Ticking it records the consent (version, text, time, IP and browser, on the
 * server); until then the fields stay closed.
 */
export function ConsentBar({ saving, failed, prompted, onAgree, checkboxRef }: ConsentBarProps) {
  const { t } = useTranslation();
  const alert = failed ? t('signing.start.consentFailed') : prompted ? t('signing.start.consentFirst') : null;
  return (
    <Box
      component="section"
      aria-label={t('signing.start.consentLabel')}
      px={{ base: 'sm', sm: 'lg' }}
      py="xs"
      bg={prompted || failed ? 'var(--mantine-color-signet-0)' : 'var(--mantine-color-gray-0)'}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="consent-bar"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" maw={980} mx="auto">
        <Checkbox
          ref={checkboxRef}
          size="md"
          checked={saving}
          disabled={saving}
          onChange={(event) => {
            if (event.currentTarget.checked) onAgree();
          }}
          aria-describedby={alert ? 'consent-alert' : undefined}
          styles={{ body: { alignItems: 'flex-start' }, label: { paddingTop: 1, fontSize: 'var(--mantine-font-size-sm)' } }}
          label={
            <Trans
              i18nKey="signing.start.consentCheck"
              components={{ 1: <Anchor component={Link} to={WEB_ROUTES.eSignDisclosure} target="_blank" rel="noopener" inherit /> }}
            />
          }
        />
        {saving && <Loader size="xs" mt={4} role="status" aria-label={t('signing.start.consentSaving')} />}
      </Group>
      {alert && (
        <Text id="consent-alert" role="alert" size="sm" fw={500} c={failed ? 'red.8' : 'signet.9'} maw={980} mx="auto" mt={4} pl={32}>
          {alert}
        </Text>
      )}
    </Box>
  );
}
