import { Box, Button, Checkbox, Divider, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { SignatureMaker } from '../../../components/signature-pad/signature-maker';
import type { SignatureKind, SignatureMakerHandle } from '../../../components/signature-pad/signature-maker';
import { useKeptSignatures } from '../hooks/use-kept-signatures';

export type { SignatureKind };

export interface SignatureDialogProps {
  opened: boolean;
  kind: SignatureKind;
  /** Prefilled in the Type tab: the name, or initials made from it. */
  suggestion: string;
  /** Offer "use for all" (more than one field of this kind). */
  offerForAll: boolean;
  /**
   * Whose kept signature to offer in one tap, and "remember on this device" (issue 36). Asked for
   * here, when the dialog first opens, so the page's first download carries none of it.
   */
  keptFor: { flowSignerId: string; email: string };
  onClose: () => void;
  onAdopt: (image: string, forAll: boolean) => void;
}

/** Create a signature or initials by drawing, typing or uploading, or use the one kept; the result is a PNG data URL. */
export function SignatureDialog({ opened, kind, suggestion, offerForAll, keptFor, onClose, onAdopt }: SignatureDialogProps) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const [forAll, setForAll] = useState(true);
  const [remember, setRemember] = useState(false);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const maker = useRef<SignatureMakerHandle>(null);
  const kept = useKeptSignatures(keptFor.flowSignerId, keptFor.email);
  const offer = kept.offer(kind);
  const mayRemember = kept.mayRemember(kind);

  const adopt = async () => {
    setBusy(true);
    try {
      const made = await maker.current?.make();
      if (!made) return;
      if (remember) kept.remember(kind, made.image);
      onAdopt(made.image, offerForAll && forAll);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kind === 'signature' ? t('signing.signature.titleSignature') : t('signing.signature.titleInitials')}
      fullScreen={isMobile}
      size="xl"
      styles={{ body: isMobile ? { display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 60px)' } : undefined }}
    >
      <Stack gap="md" style={{ flex: 1 }}>
        {offer && (
          <>
            <Stack gap="xs" data-testid="kept-signature-offer">
              <Box p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white' }}>
                <Image src={offer.image} alt={kind === 'signature' ? t('keptSignatures.savedSignature') : t('keptSignatures.savedInitials')} h={isMobile ? 72 : 88} fit="contain" />
              </Box>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {offer.from === 'account' ? t('keptSignatures.fromAccount') : t('keptSignatures.fromDevice')}
                </Text>
                {offer.from === 'device' && (
                  <Button variant="subtle" color="gray" size="compact-sm" mih={32} onClick={() => kept.forget(kind)}>
                    {t('keptSignatures.forgetOnDevice')}
                  </Button>
                )}
              </Group>
              {/* One tap fills every field of this kind: the signer chose this image before. */}
              <Button size="md" mih={48} leftSection={<IconSignature size={20} aria-hidden />} onClick={() => onAdopt(offer.image, true)} data-autofocus>
                {kind === 'signature' ? t('keptSignatures.useSaved') : t('keptSignatures.useSavedInitials')}
              </Button>
            </Stack>
            <Divider label={t('keptSignatures.orNew')} labelPosition="center" />
          </>
        )}
        <SignatureMaker ref={maker} kind={kind} suggestion={suggestion} compact={isMobile} onReadyChange={setReady} />
        <Box style={{ flex: 1 }} />
        {offerForAll && (
          <Checkbox
            size="md"
            checked={forAll}
            onChange={(event) => setForAll(event.currentTarget.checked)}
            label={kind === 'signature' ? t('signing.signature.useForAll') : t('signing.signature.useForAllInitials')}
          />
        )}
        {mayRemember && (
          <Checkbox
            size="md"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
            label={t('keptSignatures.rememberOnDevice')}
            description={t('keptSignatures.rememberHint')}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('signing.signature.consentNote')}
        </Text>
        <Group justify="flex-end" gap="sm" grow={isMobile}>
          <Button variant="default" mih={44} onClick={onClose}>
            {t('signing.common.cancel')}
          </Button>
          <Button mih={44} onClick={() => void adopt()} loading={busy} disabled={!ready} variant={offer ? 'light' : 'filled'} {...(offer ? {} : { 'data-autofocus': true })}>
            {t('signing.signature.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
