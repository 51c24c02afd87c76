import { ActionIcon, Alert, Button, CopyButton, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { PUBLIC_DAILY_LIMIT_MAX, webPath, type Template } from '@signet/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useSetPublicLink } from '../api/template-api';

/**
 * The template's public link (issue 14): anyone with it can sign as the first role after
 * confirming their e-mail; each use is a new agreement of the owner's, counted against the
 * plan, optionally capped per day.
 */
export function PublicLinkCard({ template }: { template: Template }) {
  const { t } = useTranslation();
  const save = useSetPublicLink();
  const { enabled, token, dailyLimit } = template.publicLink;
  const [limit, setLimit] = useState<number | ''>(dailyLimit ?? '');
  const url = token ? `${window.location.origin}${webPath('publicTemplate', { publicToken: token })}` : '';
  const firstRole = template.roles[0]?.roleName ?? '';
  const error = save.error ? (isApiError(save.error) && save.error.msg ? save.error.msg : errorMessageOrGeneric(0)) : null;
  const apply = (next: { enabled: boolean; dailyLimit: number | null }) => save.mutate({ templateId: template.id, ...next });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="public-link-title" data-testid="public-link" id="public-link">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="public-link-title">
            {t('templates.publicLink.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('templates.publicLink.hint', { role: firstRole })}
          </Text>
        </div>
        <Switch
          checked={enabled}
          disabled={save.isPending || template.latestVersion === null}
          label={t('templates.publicLink.switch')}
          onChange={(event) => apply({ enabled: event.currentTarget.checked, dailyLimit: limit === '' ? null : limit })}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {error}
          </Alert>
        )}
        {enabled && url && (
          <>
            <TextInput
              readOnly
              value={url}
              label={t('templates.publicLink.address')}
              onFocus={(event) => event.currentTarget.select()}
              rightSection={
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('templates.publicLink.copied') : t('templates.publicLink.copy')}>
                      <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('templates.publicLink.copy')}>
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
              data-testid="public-link-url"
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                label={t('templates.publicLink.dailyLimit')}
                description={t('templates.publicLink.dailyLimitHint')}
                min={1}
                max={PUBLIC_DAILY_LIMIT_MAX}
                allowDecimal={false}
                value={limit}
                onChange={(value) => setLimit(typeof value === 'number' ? value : '')}
                w={{ base: '100%', xs: 260 }}
              />
              <Button variant="default" loading={save.isPending} disabled={(limit === '' ? null : limit) === dailyLimit} onClick={() => apply({ enabled: true, dailyLimit: limit === '' ? null : limit })}>
                {t('templates.publicLink.saveLimit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
