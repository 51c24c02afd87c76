import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TemplateSummary } from '@signet/contracts';
import { IconPencil, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rolesLine, templateLinks } from '../lib/template-links';
import { TemplateMenu } from './template-menu';
import { useMayEditTemplate } from '../hooks/use-may-edit-template';

/** One template in the list: what it is, who takes part, and Use (or Finish while it has no version). */
export function TemplateCard({ template, onCopy, onDelete }: { template: TemplateSummary; onCopy: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const name = template.name || t('templates.untitled');
  const published = template.latestVersion !== null;
  const mayEdit = useMayEditTemplate(template);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name} data-testid="template-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={templateLinks.detail(template)} fw={600} fz="md" c="dark.8" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Anchor>
            {published ? (
              <Badge variant="light" color="gray" size="sm">
                {t('templates.version', { n: template.latestVersion?.number ?? 0 })}
              </Badge>
            ) : (
              <Badge variant="light" color="yellow" size="sm">
                {t('templates.unfinished')}
              </Badge>
            )}
            {template.readyMade && (
              <Badge variant="outline" color="gray" size="sm">
                {t('templates.readyMade')}
              </Badge>
            )}
          </Group>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {template.roles.length > 0 ? rolesLine(template) : t('templates.noRoles')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('templates.documents', { count: template.documentCount })} · {t('templates.uses', { count: template.useCount })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          {published ? (
            <Button component={Link} to={templateLinks.use(template)} variant="light" leftSection={<IconSend size={16} aria-hidden />} aria-label={t('templates.useNamed', { name })}>
              {t('templates.actions.use')}
            </Button>
          ) : mayEdit ? (
            <Button component={Link} to={templateLinks.edit(template)} variant="default" leftSection={<IconPencil size={16} aria-hidden />} aria-label={t('templates.finishNamed', { name })}>
              {t('templates.actions.finish')}
            </Button>
          ) : null}
          <TemplateMenu template={template} onCopy={onCopy} onDelete={onDelete} />
        </Group>
      </Group>
    </Paper>
  );
}
