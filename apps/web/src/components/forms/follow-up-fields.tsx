import { CloseButton, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { expiryRange, type FollowUpValues } from '../../lib/agreements/follow-up';

interface FollowUpFieldsProps {
  value: FollowUpValues;
  onChange: (value: FollowUpValues) => void;
  /** False where only reminders apply (the account's defaults). */
  showExpiry?: boolean;
  /** Shown under the date (the day is out of range, or the server's 8106). */
  expiryError?: string | undefined;
  remindersError?: string | undefined;
}

/**
 * The expiry day and the automatic reminders, shared by the creation step, the sender's
 * dialog and the account's defaults. The day is the browser's own date picker: on a phone
 * that is the system's calendar, which no widget beats, and it costs no bytes.
 */
export function FollowUpFields({ value, onChange, showExpiry = true, expiryError, remindersError }: FollowUpFieldsProps) {
  const { t } = useTranslation();
  const range = expiryRange(new Date());
  const set = (patch: Partial<FollowUpValues>) => onChange({ ...value, ...patch });
  const count = (input: string | number) => (typeof input === 'number' ? input : Number.parseInt(input, 10) || 0);
  return (
    <Stack gap="sm">
      {showExpiry && (
        <TextInput
          type="date"
          label={t('agreements.followUp.expiry')}
          description={t('agreements.followUp.expiryHint')}
          value={value.expiresOn}
          min={range.min}
          max={range.max}
          onChange={(event) => set({ expiresOn: event.currentTarget.value })}
          error={expiryError}
          maw={280}
          rightSectionPointerEvents="all"
          rightSection={value.expiresOn ? <CloseButton size="sm" aria-label={t('agreements.followUp.clear')} onClick={() => set({ expiresOn: '' })} /> : null}
        />
      )}
      <Switch
        label={t('agreements.followUp.remind')}
        description={t('agreements.followUp.remindHint')}
        checked={value.remind}
        onChange={(event) => set({ remind: event.currentTarget.checked })}
      />
      {value.remind && (
        // Inputs line up at the bottom when one label wraps to two lines.
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
          <NumberInput label={t('agreements.followUp.afterDays')} min={1} max={LIMITS.reminderDays} allowDecimal={false} value={value.afterDays} onChange={(input) => set({ afterDays: count(input) })} />
          <NumberInput label={t('agreements.followUp.everyDays')} min={1} max={LIMITS.reminderDays} allowDecimal={false} value={value.everyDays} onChange={(input) => set({ everyDays: count(input) })} />
          <NumberInput
            label={t('agreements.followUp.maxCount')}
            min={1}
            max={LIMITS.remindersPerSigner}
            allowDecimal={false}
            value={value.maxCount}
            onChange={(input) => set({ maxCount: count(input) })}
            error={remindersError}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
