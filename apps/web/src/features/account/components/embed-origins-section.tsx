import { Anchor, Button, Group, Skeleton, Stack, TagsInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, ZEmbedOrigin } from '@signet/contracts';
import { IconFrame } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerError } from '../../../lib/api/use-server-error';
import { useEmbedOrigins, useSetEmbedOrigins } from '../api/embed-origins';
import { SectionCard } from '../../../components/section-card';

/** The form, once the saved list is known. */
function OriginsForm({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const save = useSetEmbedOrigins();
  const [origins, setOrigins] = useState(saved);
  const [invalid, setInvalid] = useState(false);
  const failure = useServerError(save.error, []).alert;
  const changed = origins.join(' ') !== saved.join(' ');

  // Each site is checked as it is added, with the contract's own rule.
  const onChange = (next: string[]) => {
    const parsed = next.map((value) => ZEmbedOrigin.safeParse(value));
    setInvalid(parsed.some((result) => !result.success));
    setOrigins(parsed.flatMap((result) => (result.success ? [result.data] : [])));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(origins, { onSuccess: () => notifications.show({ color: 'teal', message: t('account.embedSaved'), autoClose: TIMING.toastMs }) });
      }}
    >
      <Stack gap="sm">
        <TagsInput
          label={t('account.embedLabel')}
          description={t('account.embedHint')}
          placeholder={origins.length === 0 ? t('account.embedPlaceholder') : undefined}
          value={origins}
          onChange={onChange}
          error={invalid ? t('account.embedInvalid') : undefined}
          clearable
          splitChars={[',', ' ']}
        />
        {origins.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('account.embedNone')}
          </Text>
        )}
        <FormAlert message={failure} />
        <Group justify="space-between" wrap="wrap">
          <Anchor href="/v1/docs#/operations/createEmbeddedSigningUrl" fz="sm" target="_blank" rel="noreferrer">
            {t('account.embedGuide')}
          </Anchor>
          <Button type="submit" variant="default" disabled={!changed} loading={save.isPending}>
            {t('account.embedSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Embedded signing (issue 18): the sites allowed to frame this account's signing pages. */
export function EmbedOriginsSection() {
  const { t } = useTranslation();
  const origins = useEmbedOrigins();
  return (
    <SectionCard icon={<IconFrame size={20} />} title={t('account.embedTitle')} description={t('account.embedBody')}>
      {origins.data ? <OriginsForm saved={origins.data} /> : <Skeleton h={80} radius="md" aria-hidden />}
    </SectionCard>
  );
}
