import { Box, Button, Checkbox, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { IconSignature, IconZoomOut } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue, SignerField } from '../lib/field-values';
import type { RichFieldKit } from '../lib/rich-field-kit';
import { loadFieldWords } from '../lib/rich-field-messages';
import { isRichField } from './sign-field';

// Issue 36's types have their large inputs in their own chunk, loaded with the fields that need them.
const GuidedRichInput = lazy(() => loadFieldWords().then(() => import('./guided-rich-input')));

interface GuidedInputProps {
  field: SignerField;
  value: FieldValue | undefined;
  kit: RichFieldKit;
  /** What is wrong with the value, in the signer's language; shown once the signer pressed Enter or left the input. */
  problem: string | null;
  /** Its place among the fields the signer fills, from 1. */
  position: number;
  count: number;
  /** A filler's field: whom it is filled in for. */
  forName?: string;
  zoomed: boolean;
  onChange: (fieldId: string, value: FieldValue) => void;
  onOpenImage: (field: SignerField) => void;
  onFit: () => void;
  /** Enter in the input: on to the next field. */
  onDone: (fieldId: string) => void;
  inputRef: Ref<HTMLElement>;
}

/**
 * The phone's way of filling the current field: one large control at the bottom of the
 * screen (at least 44 px tall), while the page above shows the field zoomed in.
 */
export function GuidedInput({ field, value, kit, problem, position, count, forName, zoomed, onChange, onOpenImage, onFit, onDone, inputRef }: GuidedInputProps) {
  const { t } = useTranslation();
  const id = String(field.id);
  // The workspace gives each field a fresh input (its key), so this starts false for each.
  const [tried, setTried] = useState(false);
  const error = tried ? problem : null;
  const help = field.helpText || undefined;
  const enter = () => (problem ? setTried(true) : onDone(id));
  const typeName = t(`fields.type.${field.type}`);
  const title = field.label || typeName;
  const caption = (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
        {t('signing.sign.fieldCount', { n: position, total: count })} · {field.required ? t('signing.sign.required') : t('signing.sign.optional')}
        {forName && ` · ${t('signing.route.forRecipient', { name: forName })}`}
      </Text>
      {zoomed && (
        <Button variant="subtle" color="gray" size="compact-sm" mih={32} leftSection={<IconZoomOut size={16} aria-hidden />} onClick={onFit}>
          {t('signing.sign.zoomFit')}
        </Button>
      )}
    </Group>
  );

  let control;
  if (isRichField(field)) {
    control = (
      <Suspense fallback={<Box h={76} />}>
        <GuidedRichInput field={field} value={value} kit={kit} title={title} help={help} error={error} onChange={onChange} onEnter={enter} onBlur={() => setTried(true)} inputRef={inputRef} />
      </Suspense>
    );
  } else if (field.type === 'name' || field.type === 'text') {
    control = (
      <TextInput
        ref={inputRef as Ref<HTMLInputElement>}
        size="lg"
        label={title}
        description={help}
        error={error}
        value={value?.text ?? ''}
        maxLength={LIMITS.fieldTextChars}
        autoComplete={field.type === 'name' ? 'name' : 'off'}
        onChange={(event) => onChange(id, { text: event.currentTarget.value })}
        onBlur={() => setTried(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) enter();
        }}
        enterKeyHint="next"
        data-testid="guided-input"
      />
    );
  } else if (field.type === 'checkbox') {
    control = (
      <Checkbox
        ref={inputRef as Ref<HTMLInputElement>}
        size="lg"
        label={title}
        description={help}
        checked={value?.checked === true}
        onChange={(event) => onChange(id, { checked: event.currentTarget.checked })}
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
        data-testid="guided-input"
      />
    );
  } else {
    const isSignature = field.type === 'signature';
    control = (
      <Group gap="sm" wrap="nowrap">
        {value?.image && (
          <Box h={48} style={{ flex: 1, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white' }}>
            <Image src={value.image} alt={title} h={46} fit="contain" />
          </Box>
        )}
        <Button
          ref={inputRef as Ref<HTMLButtonElement>}
          size="lg"
          mih={48}
          variant={value?.image ? 'default' : 'light'}
          leftSection={<IconSignature size={20} aria-hidden />}
          onClick={() => onOpenImage(field)}
          style={value?.image ? { flexShrink: 0 } : { flex: 1 }}
          data-testid="guided-input"
        >
          {value?.image ? t('signing.sign.changeSignature') : isSignature ? t('signing.sign.tapToSign') : t('signing.sign.tapToInitial')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4} data-testid="guided-panel">
      {caption}
      {control}
      {help && (field.type === 'signature' || field.type === 'initials') && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
    </Stack>
  );
}
