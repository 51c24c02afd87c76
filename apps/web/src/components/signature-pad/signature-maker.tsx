import '@fontsource/dancing-script/400.css';
import '@fontsource/ma-shan-zheng/400.css';
import { Alert, Box, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTypography, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawPad } from './draw-pad';
import type { DrawPadHandle } from './draw-pad';
import { ACCEPTED_IMAGE_TYPES, drawnSignature, SIGNATURE_FONT_FAMILY, typedSignature, uploadedSignature } from './signature-images';

export type SignatureKind = 'signature' | 'initials';
/** How a signature was made; kept with a saved one. */
export type MadeBy = 'draw' | 'type' | 'upload';

const MODES = [
  { value: 'type', icon: IconTypography },
  { value: 'draw', icon: IconPencil },
  { value: 'upload', icon: IconUpload },
] as const satisfies readonly { value: MadeBy; icon: unknown }[];

export interface SignatureMakerHandle {
  /** The image as a PNG data URL and how it was made, or null (and a note shown) when there is nothing yet. */
  make: () => Promise<{ image: string; madeBy: MadeBy } | null>;
}

interface SignatureMakerProps {
  ref: Ref<SignatureMakerHandle>;
  kind: SignatureKind;
  /** Prefilled in the Type mode: the name, or initials made from it. */
  suggestion: string;
  compact: boolean;
  /** Told whether there is something to adopt, for the caller's button. */
  onReadyChange: (ready: boolean) => void;
}

/**
 * Draw, type or upload a signature or initials: the signer's pad, also used to keep one in the
 * account centre. The result is a PNG data URL within the server's limits.
 */
export function SignatureMaker({ ref, kind, suggestion, compact, onReadyChange }: SignatureMakerProps) {
  const { t } = useTranslation();
  // Type first: the name is already there in a handwriting style, so adopting is one tap.
  const [tab, setTab] = useState<MadeBy>('type');
  const [hasInk, setHasInk] = useState(false);
  const [typed, setTyped] = useState(suggestion);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const pad = useRef<DrawPadHandle>(null);
  const previewId = useId();

  const ready = tab === 'draw' ? hasInk : tab === 'type' ? typed.trim() !== '' : uploaded !== null;
  useEffect(() => onReadyChange(ready), [ready, onReadyChange]);

  useImperativeHandle(
    ref,
    () => ({
      make: async () => {
        const canvas = tab === 'draw' ? pad.current?.canvas() : null;
        const image = tab === 'draw' ? (canvas ? await drawnSignature(canvas) : null) : tab === 'type' ? await typedSignature(typed) : uploaded;
        if (!image) setEmpty(true);
        return image ? { image, madeBy: tab } : null;
      },
    }),
    [tab, typed, uploaded],
  );

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

  const padHeight = compact ? 220 : 200;
  return (
    <Stack gap="md">
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
              fontSize: compact ? 40 : 52,
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
    </Stack>
  );
}
