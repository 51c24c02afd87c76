import { Box, Button, Group, Image, NativeSelect, Progress, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPaperclip, IconRubberStamp } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { useStampPicker } from '../hooks/use-stamp-picker';
import type { FieldValue, SignerField } from '../lib/field-values';
import type { RichFieldKit } from '../lib/rich-field-kit';

export interface GuidedRichProps {
  field: SignerField;
  value: FieldValue | undefined;
  kit: RichFieldKit;
  /** The field's label or type name. */
  title: string;
  /** The sender's help text, under the input. */
  help: string | undefined;
  /** What is wrong with the value, once the signer moved on or pressed Enter. */
  error: string | null;
  onChange: (fieldId: string, value: FieldValue) => void;
  /** Enter: check the value and move on. */
  onEnter: () => void;
  onBlur: () => void;
  inputRef: Ref<HTMLElement>;
}

/**
 * The large bottom input of the phone's guided flow for issue 36's types, in their own chunk:
 * a decimal keypad for a number, the phone's date picker, a list, big choices for a radio group,
 * the phone keypad, several lines, a file to upload with its progress, a stamp image to pick.
 */
export default function GuidedRichInput(props: GuidedRichProps) {
  const { field, value, kit, title, help, error, onChange, onEnter, onBlur, inputRef } = props;
  const { t } = kit;
  const id = String(field.id);
  const text = value?.text ?? '';
  const common = { size: 'lg' as const, label: title, description: help, error, value: text, onBlur, 'data-testid': 'guided-input' };
  const change = (event: { currentTarget: { value: string } }) => onChange(id, { text: event.currentTarget.value });
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onEnter();
  };

  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} ref={inputRef as Ref<HTMLTextAreaElement>} autosize minRows={3} maxRows={5} maxLength={kit.longTextChars} onChange={change} />;
    case 'dropdown':
      return (
        <NativeSelect {...common} ref={inputRef as Ref<HTMLSelectElement>} onChange={change} data={[{ value: '', label: t('signing.fields.choose') }, ...(field.options ?? []).map((option) => option.value)]} />
      );
    case 'radio':
      return (
        <Radio.Group label={title} description={help} error={error} value={text} onChange={(chosen) => onChange(id, { text: chosen })} size="md">
          <Group gap="xs" mt={6}>
            {(field.options ?? []).map((option, index) => (
              <Radio.Card key={option.value} value={option.value} ref={index === 0 ? (inputRef as Ref<HTMLButtonElement>) : undefined} radius="md" p="xs" miw={88} style={{ flex: '1 1 auto', width: 'auto', minHeight: 48 }} data-testid={index === 0 ? 'guided-input' : undefined}>
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text size="md">{option.value}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
      );
    case 'attachment':
      return <GuidedAttachment {...props} />;
    case 'stamp':
      return <GuidedStamp {...props} />;
    case 'date':
      return <TextInput {...common} ref={inputRef as Ref<HTMLInputElement>} type="date" onChange={change} onKeyDown={enter} />;
    case 'phone':
      return (
        <TextInput
          {...common}
          ref={inputRef as Ref<HTMLInputElement>}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 415 555 0100"
          description={[help, t('signing.fields.phoneHint')].filter(Boolean).join(' ')}
          onChange={change}
          onKeyDown={enter}
          enterKeyHint="next"
        />
      );
    default:
      return <TextInput {...common} ref={inputRef as Ref<HTMLInputElement>} inputMode="decimal" autoComplete="off" onChange={change} onKeyDown={enter} enterKeyHint="next" />;
  }
}

function Labelled({ title, help, children, problem }: { title: string; help: string | undefined; children: ReactNode; problem: string | null }) {
  return (
    <Stack gap={4}>
      <Text size="md" fw={500}>
        {title}
      </Text>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
      {children}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

function GuidedAttachment({ field, value, kit, title, help, onChange, inputRef }: GuidedRichProps) {
  const { t } = kit;
  const uploader = useAttachmentUpload(kit, field, onChange);
  const file = value?.attachment;
  return (
    <Labelled title={title} help={help ?? t('signing.fields.attachHint', { size: kit.formatSize(kit.attachmentBytes) })} problem={uploader.error}>
      {uploader.uploading !== null ? (
        <Stack gap={4}>
          <Text size="sm">{t('signing.fields.uploading', { name: uploader.uploading })}</Text>
          <Progress value={(uploader.progress ?? 0) * 100} aria-label={t('signing.fields.uploadProgress')} size="lg" />
        </Stack>
      ) : (
        <Group gap="sm" wrap="nowrap">
          {file && (
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="guided-attachment">
              {file.name} · {kit.formatSize(file.size)}
            </Text>
          )}
          <Button
            ref={inputRef as Ref<HTMLButtonElement>}
            size="lg"
            mih={48}
            variant={file ? 'default' : 'light'}
            leftSection={<IconPaperclip size={20} aria-hidden />}
            onClick={uploader.pick}
            style={file ? { flexShrink: 0 } : { flex: 1 }}
            data-testid="guided-input"
          >
            {file ? t('signing.fields.replaceFile') : t('signing.fields.attach')}
          </Button>
        </Group>
      )}
      <input {...uploader.inputProps} />
    </Labelled>
  );
}

function GuidedStamp({ field, value, kit, title, help, onChange, inputRef }: GuidedRichProps) {
  const { t } = kit;
  const [failed, setFailed] = useState(false);
  const { inputProps, pick } = useStampPicker(String(field.id), onChange, setFailed);
  return (
    <Labelled title={title} help={help ?? t('signing.fields.stampHint')} problem={failed ? t('signing.fields.stampUnreadable') : null}>
      <Group gap="sm" wrap="nowrap">
        {value?.image && (
          <Box h={64} style={{ flex: 1, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white' }}>
            <Image src={value.image} alt={t('signing.fields.stampPreview')} h={62} fit="contain" />
          </Box>
        )}
        <Button
          ref={inputRef as Ref<HTMLButtonElement>}
          size="lg"
          mih={48}
          variant={value?.image ? 'default' : 'light'}
          leftSection={<IconRubberStamp size={20} aria-hidden />}
          onClick={pick}
          style={value?.image ? { flexShrink: 0 } : { flex: 1 }}
          data-testid="guided-input"
        >
          {value?.image ? t('signing.fields.changeStamp') : t('signing.fields.addStamp')}
        </Button>
      </Group>
      <input {...inputProps} />
    </Labelled>
  );
}
