import '@fontsource/dancing-script/400.css';
import '@fontsource/ma-shan-zheng/400.css';
import { Alert, Box, Button, Checkbox, FileButton, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTypography, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { ACCEPTED_IMAGE_TYPES, drawnSignature, SIGNATURE_FONT_FAMILY, typedSignature, uploadedSignature } from '../lib/signature-images';
import { DrawPad } from './draw-pad';
import type { DrawPadHandle } from './draw-pad';

export type SignatureKind = 'signature' | 'initials';
type Tab = 'draw' | 'type' | 'upload';

const MODES = [
  { value: 'type', icon: IconTypography },
  { value: 'draw', icon: IconPencil },
  { value: 'upload', icon: IconUpload },
] as const satisfies readonly { value: Tab; icon: unknown }[];

export interface SignatureDialogProps {
  opened: boolean;
  kind: SignatureKind;
  /** Prefilled in the Type tab: the name, or initials made from it. */
  suggestion: string;
  /** Offer "use for all" (more than one field of this kind). */
  offerForAll: boolean;
  onClose: () => void;
  onAdopt: (image: string, forAll: boolean) => void;
}

/** Create a signature or initials by drawing, typing or uploading; the result is a PNG data URL. */
export function SignatureDialog({ opened, kind, suggestion, offerForAll, onClose, onAdopt }: SignatureDialogProps) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  // Type first: the name is already there in a handwriting style, so adopting is one tap.
  const [tab, setTab] = useState<Tab>('type');
  const [hasInk, setHasInk] = useState(false);
  const [typed, setTyped] = useState(suggestion);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [forAll, setForAll] = useState(true);
  const [busy, setBusy] = useState(false);
  const [empty, setEmpty] = useState(false);
  const pad = useRef<DrawPadHandle>(null);
  const previewId = useId();

  const ready = tab === 'draw' ? hasInk : tab === 'type' ? typed.trim() !== '' : uploaded !== null;

  const adopt = async () => {
    setBusy(true);
    try {
      let image: string | null = null;
      if (tab === 'draw') {
        const canvas = pad.current?.canvas();
        image = canvas ? await drawnSignature(canvas) : null;
      } else if (tab === 'type') image = await typedSignature(typed);
      else image = uploaded;
      if (!image) return setEmpty(true);
      onAdopt(image, offerForAll && forAll);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File | null) => {
    setUploadError(null);
    setUploaded(null);
    if (!file) return;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return setUploadError(t('signing.signature.uploadType'));
    try {
      setUploaded(await uploadedSignature(file));
    } catch {
      setUploadError(t('signing.signature.uploadUnreadable'));
    }
  };

  const padHeight = isMobile ? 220 : 200;
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
        {/* Plain toggle buttons rather than tabs: each is one Tab key or one tap away, no arrow keys needed. */}
        <Group gap={6} grow role="group" aria-label={t('signing.signature.mode')} wrap="nowrap">
          {MODES.map(({ value, icon: Icon }) => (
            <Button
              key={value}
              variant={tab === value ? 'light' : 'default'}
              aria-pressed={tab === value}
              mih={44}
              px="xs"
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => {
                setTab(value);
                setEmpty(false);
              }}
            >
              {t(`signing.signature.${value}`)}
            </Button>
          ))}
        </Group>
        <Box display={tab === 'draw' ? undefined : 'none'}>
          <DrawPad ref={pad} height={padHeight} onInk={setHasInk} />
        </Box>
        <Box display={tab === 'type' ? undefined : 'none'}>
          <Stack gap="sm">
            <TextInput
              label={kind === 'signature' ? t('signing.signature.typeLabel') : t('signing.signature.typeInitialsLabel')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={kind === 'signature' ? 64 : 8}
              size="md"
            />
            <Text size="sm" c="dimmed" id={previewId}>
              {t('signing.signature.preview')}
            </Text>
            <Box
              role="img"
              aria-labelledby={previewId}
              h={padHeight * 0.7}
              px="md"
              data-testid="typed-signature-preview"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 8,
                background: 'white',
                display: 'flex',
                alignItems: 'center',
                overflow: 'hidden',
                fontFamily: SIGNATURE_FONT_FAMILY,
                fontSize: isMobile ? 40 : 52,
                color: '#0f172a',
                whiteSpace: 'nowrap',
              }}
            >
              <span aria-hidden>{typed}</span>
            </Box>
          </Stack>
        </Box>
        <Box display={tab === 'upload' ? undefined : 'none'}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('signing.signature.uploadHint')}
            </Text>
            <FileButton onChange={(file) => void pick(file)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="default" mih={44} leftSection={<IconUpload size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                  {t('signing.signature.uploadLabel')}
                </Button>
              )}
            </FileButton>
            {uploadError && (
              <Alert color="red" variant="light" role="alert" p="sm">
                {uploadError}
              </Alert>
            )}
            {uploaded && (
              <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white' }}>
                <Image src={uploaded} alt={t('signing.signature.preview')} mah={padHeight * 0.8} fit="contain" />
              </Box>
            )}
          </Stack>
        </Box>
        {empty && (
          <Text size="sm" c="red.7" role="alert">
            {t('signing.signature.empty')}
          </Text>
        )}
        <Box style={{ flex: 1 }} />
        {offerForAll && (
          <Checkbox
            size="md"
            checked={forAll}
            onChange={(event) => setForAll(event.currentTarget.checked)}
            label={kind === 'signature' ? t('signing.signature.useForAll') : t('signing.signature.useForAllInitials')}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('signing.signature.consentNote')}
        </Text>
        <Group justify="flex-end" gap="sm" grow={isMobile}>
          <Button variant="default" mih={44} onClick={onClose}>
            {t('signing.common.cancel')}
          </Button>
          <Button mih={44} onClick={() => void adopt()} loading={busy} disabled={!ready} data-autofocus>
            {t('signing.signature.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
