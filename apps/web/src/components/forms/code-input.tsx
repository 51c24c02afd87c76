import { Input, PinInput, Stack } from '@mantine/core';
import { CODE_DIGITS } from '@signet/contracts';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Receives the first digit's input, so a form can focus it (react-hook-form's field ref). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one-time code: six digit boxes in a group labelled "Code", each box named
 * "Code digit n". Typing or pasting moves along the boxes; autocomplete one-time-code
 * lets phones offer the code from the e-mail or SMS.
 */
export function CodeInput({ value, onChange, onComplete, error, disabled, autoFocus, inputRef }: CodeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} component="div">
        {t('auth.code')}
      </Input.Label>
      <PinInput
        id={id}
        ref={inputRef}
        role="group"
        aria-labelledby={labelId}
        length={CODE_DIGITS}
        type="number"
        oneTimeCode
        placeholder=""
        size="md"
        gap={8}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        getInputProps={(index) => ({
          'aria-label': t('auth.codeDigit', { n: index + 1 }),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Stack>
  );
}
