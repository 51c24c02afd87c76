import { Box, Button, ColorInput, FileButton, Group, Stack, Text } from '@mantine/core';
import { ACCENT_MIN_CONTRAST, SIGNET_ACCENT, contrastOnWhite, mayDo, shownRatio, type Company } from '@signet/contracts';
import { IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { SectionCard } from '../../../components/section-card';
import { refusalMessage, useSetCompanyBranding } from '../../../lib/companies/companies-api';
import { blobToDataUrl } from '../../../lib/files/blob-to-data-url';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The company's look for its recipients (issue 32): a logo shown at a fixed height and an accent
 * colour, previewed as a signing page's button, with the contrast white text has on it checked as
 * it is typed (the server checks it again).
 */
export function CompanyBranding({ company }: { company: Company }) {
  const { t } = useTranslation();
  const save = useSetCompanyBranding(company.id);
  const edits = mayDo(company.myRole, 'company.edit');
  const saved = company.branding ?? { logoUrl: null, accentColor: null };
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [accent, setAccent] = useState(saved.accentColor ?? '');
  const shownLogo = logo === undefined ? saved.logoUrl : logo;
  const colour = HEX.test(accent) ? accent : SIGNET_ACCENT;
  const ratio = contrastOnWhite(colour);
  const readable = ratio >= ACCENT_MIN_CONTRAST;
  const changed = logo !== undefined || (accent || null) !== saved.accentColor;

  return (
    <SectionCard icon={<IconPalette size={20} />} title={t('companies.branding')} description={edits ? t('companies.brandingHint') : t('companies.brandingReadOnly')}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            {t('companies.logo')}
          </Text>
          <Box h={40} style={{ display: 'flex', alignItems: 'center' }}>
            {shownLogo ? (
              <img src={shownLogo} alt={company.legalName} height={40} style={{ height: 40, width: 'auto', maxWidth: '100%' }} data-testid="company-logo" />
            ) : (
              <Text fz="sm" c="dimmed">
                {t('companies.logoNone')}
              </Text>
            )}
          </Box>
          <Text fz="xs" c="dimmed">
            {t('companies.logoHint')}
          </Text>
          {edits && (
            <Group gap="xs">
              <FileButton accept="image/png,image/jpeg,image/webp" onChange={(file) => file && void blobToDataUrl(file).then(setLogo)}>
                {(props) => (
                  <Button variant="default" size="xs" {...props}>
                    {t('companies.chooseLogo')}
                  </Button>
                )}
              </FileButton>
              {shownLogo && (
                <Button variant="subtle" color="gray" size="xs" onClick={() => setLogo(null)}>
                  {t('companies.removeLogo')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        <Stack gap={6}>
          <ColorInput
            label={t('companies.accent')}
            description={t('companies.accentHint')}
            placeholder={SIGNET_ACCENT}
            value={accent}
            onChange={setAccent}
            format="hex"
            disabled={!edits}
            swatches={['#c2410c', '#1d4ed8', '#0f766e', '#7e22ce', '#b91c1c', '#1f2937']}
            eyeDropperButtonProps={{ 'aria-label': t('companies.accentPick') }}
          />
          <Group gap="sm" align="center">
            <Box px="md" py={6} style={{ background: colour, color: '#fff', borderRadius: 6, fontWeight: 700, fontSize: 14 }} aria-hidden>
              {t('companies.previewButton')}
            </Box>
            <Text fz="sm" c={readable ? 'dimmed' : 'red.8'} role="status">
              {readable ? t('companies.accentContrast', { ratio: shownRatio(ratio) }) : t('companies.accentTooLight', { ratio: shownRatio(ratio) })}
            </Text>
          </Group>
          {edits && accent && (
            <Button variant="subtle" color="gray" size="xs" w="fit-content" onClick={() => setAccent('')}>
              {t('companies.accentReset')}
            </Button>
          )}
        </Stack>
        <FormAlert message={refusalMessage(save.error, t('companies.failed'))} />
        {edits && (
          <Group justify="flex-end">
            <Button
              disabled={!changed || (accent !== '' && (!HEX.test(accent) || !readable))}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { ...(logo === undefined ? {} : { logo: logo?.startsWith('data:') ? logo : null }), accentColor: accent || null },
                  { onSuccess: () => setLogo(undefined) },
                )
              }
            >
              {t('companies.saveBranding')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
