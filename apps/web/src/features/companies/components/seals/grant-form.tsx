import { Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { SEAL_RIGHTS, type SealRight } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/forms/form-alert';
import { calendarDay } from '../../../../lib/format/calendar-day';
import type { GrantInput } from '../../api/grant-seal';
import { endOfDay, grantDayProblem, lastGrantDay } from '../../lib/grant-dates';

export interface GrantFormValues {
  userId: string;
  right: SealRight;
  /** The grant's last day, YYYY-MM-DD. */
  day: string;
  templateIds: string[];
}

interface GrantFormProps {
  members: { userId: bigint; label: string }[];
  /** Templates the grant may be limited to; empty: the choice is not offered. */
  templates: { id: bigint; name: string }[];
  today: Date;
  busy: boolean;
  serverError: string | null;
  onSubmit: (grant: GrantInput) => void;
  onCancel: () => void;
  initial?: Partial<GrantFormValues>;
}

/** Gives a member the use or the approval of a seal until a day at most three years ahead, optionally for some templates only. */
export function GrantForm({ members, templates, today, busy, serverError, onSubmit, onCancel, initial }: GrantFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<GrantFormValues>({ userId: '', right: 'use', day: '', templateIds: [], ...initial });
  const [tried, setTried] = useState(false);
  const last = lastGrantDay(today);
  const dayProblem = grantDayProblem(values.day, today);
  // A day already typed is judged at once; an empty one only once Grant was pressed.
  const shownDayProblem = dayProblem && (values.day !== '' || tried) ? dayProblem : null;
  const lastText = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(`${last}T12:00:00`));
  const dayError = shownDayProblem === 'tooLate' ? t('seals.grants.validUntilTooLate', { date: lastText }) : shownDayProblem === 'past' ? t('seals.grants.validUntilPast') : shownDayProblem ? t('seals.grants.validUntilRequired') : undefined;
  const set = (patch: Partial<GrantFormValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const submit = () => {
    setTried(true);
    if (values.userId === '' || dayProblem) return;
    onSubmit({ userId: BigInt(values.userId), right: values.right, validUntil: endOfDay(values.day), templateIds: values.templateIds.length > 0 ? values.templateIds.map(BigInt) : null });
  };

  return (
    <form
      noValidate
      data-testid="grant-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
      <Select
        label={t('seals.grants.member')}
        data={members.map((member) => ({ value: String(member.userId), label: member.label }))}
        value={values.userId || null}
        searchable
        comboboxProps={{ withinPortal: true }}
        error={tried && values.userId === '' ? t('seals.grants.memberRequired') : undefined}
        onChange={(value) => set({ userId: value ?? '' })}
      />
      <Select
        label={t('seals.grants.right')}
        data={SEAL_RIGHTS.map((right) => ({ value: right, label: t(`seals.grants.${right}`) }))}
        value={values.right}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => value && set({ right: value })}
      />
      <TextInput
        type="date"
        label={t('seals.grants.validUntil')}
        description={t('seals.grants.validUntilHint')}
        min={calendarDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1))}
        max={last}
        value={values.day}
        error={dayError}
        onChange={(event) => set({ day: event.currentTarget.value })}
      />
      {templates.length > 0 && (
        <MultiSelect
          label={t('seals.grants.onlyTemplates')}
          description={t('seals.grants.onlyTemplatesHint')}
          data={templates.map((template) => ({ value: String(template.id), label: template.name }))}
          value={values.templateIds}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          onChange={(templateIds) => set({ templateIds })}
        />
      )}
      <FormAlert message={serverError} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('seals.form.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('seals.grants.save')}
        </Button>
      </Group>
      </Stack>
    </form>
  );
}
