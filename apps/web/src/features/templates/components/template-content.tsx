import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Template } from '@signet/contracts';
import { useTranslation } from 'react-i18next';

/** The latest version's documents and roles, in order, with fixed people named. */
export function TemplateContent({ template }: { template: Template }) {
  const { t } = useTranslation();
  const content = template.content;
  if (!content) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="template-roles">
        <Title order={2} fz="lg" id="template-roles" mb="xs">
          {t('flow.roles.title')}
        </Title>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {template.roles.map((role) => (
            <Group key={String(role.id)} component="li" gap="sm" wrap="nowrap" align="flex-start">
              {content.signingOrder && (
                <Badge variant="default" circle aria-label={t('fields.review.orderNumber', { n: role.order })}>
                  {role.order}
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
              <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                {t(role.role === 'signer' ? 'role_signer' : 'role_viewer', { ns: 'common' })}
              </Badge>
            </Group>
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
