import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Template } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { routeSentences } from '../../../lib/agreements/route-sentence';

/** The latest version's documents and roles, in order, with fixed people named, and its route in words. */
export function TemplateContent({ template }: { template: Template }) {
  const { t } = useTranslation();
  const content = template.content;
  if (!content) return null;
  const steps = new Map(content.recipients.map((recipient) => [String(recipient.id), recipient.step ?? null]));
  const ordered = new Set([...steps.values()].filter((step) => step !== null)).size > 1;
  const route = routeSentences(t, content.recipients, content.signingOrder);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="template-roles">
        <Title order={2} fz="lg" id="template-roles" mb="xs">
          {t('flow.roles.title')}
        </Title>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {template.roles.map((role) => (
            <Group key={String(role.id)} component="li" gap="sm" wrap="nowrap" align="flex-start">
              {ordered && (
                <Badge
                  variant="default"
                  circle
                  style={{ flex: 'none', visibility: steps.get(String(role.id)) ? undefined : 'hidden' }}
                  aria-label={steps.get(String(role.id)) ? t('fields.review.stepNumber', { n: steps.get(String(role.id)) ?? 0 }) : undefined}
                  aria-hidden={steps.get(String(role.id)) ? undefined : true}
                >
                  {steps.get(String(role.id)) ?? '–'}
                </Badge>
              )}
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {role.roleName}
                </Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {role.pinned ? `${role.pinned.name} · ${role.pinned.email}` : t('fields.review.roleFilledWhenUsed')}
                </Text>
              </Stack>
              <Badge variant="light" color="gray" tt="none" style={{ flex: 'none' }}>
                {t(`role_${role.role}`, { ns: 'common' })}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Stack gap={2} mt="sm" data-testid="template-route">
          <Text fz="sm" fw={500}>
            {t('fields.review.route')}
          </Text>
          {route.map((sentence) => (
            <Text key={sentence} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {sentence}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="template-documents">
        <Title order={2} fz="lg" id="template-documents" mb="xs">
          {t('fields.review.documents')}
        </Title>
        <Stack gap="xs">
          {content.documents.map((document) => {
            const count = content.fields.filter((field) => String(field.documentId) === String(document.id)).length;
            return (
              <Group key={String(document.id)} justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={500} truncate style={{ minWidth: 0 }} title={document.name}>
                  {document.name}
                </Text>
                <Text fz="sm" c="dimmed" style={{ flex: 'none' }}>
                  {t('fields.review.pages', { count: document.pageCount })} · {t('fields.fieldCount', { count })}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {content.subject && (
          <Text fz="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed">
              {t('fields.review.subject')}:{' '}
            </Text>
            {content.subject}
          </Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
