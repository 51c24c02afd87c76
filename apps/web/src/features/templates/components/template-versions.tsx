import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { webPath, type Template } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTime } from '../../../hooks/use-format-time';

/** Every version, newest first, with the agreements made from each (they keep their version). */
export function TemplateVersions({ template }: { template: Template }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="template-versions">
      <Title order={2} fz="lg" id="template-versions" mb="xs">
        {t('templates.detail.versions')}
      </Title>
      {template.versions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('templates.detail.noVersions')}
        </Text>
      ) : (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {template.versions.map((version) => (
            <li key={String(version.id)} data-testid="template-version">
              <Group gap="xs" mb={4}>
                <Text fw={600}>{t('templates.version', { n: version.number })}</Text>
                {version.number === template.latestVersion?.number && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('templates.detail.current')}
                  </Badge>
                )}
                <Text fz="sm" c="dimmed">
                  {formatTime(version.createdAt)}
                </Text>
              </Group>
              {version.agreements.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t('templates.detail.noAgreements')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {version.agreements.map((agreement) => (
                    <Group key={String(agreement.id)} component="li" gap="xs" wrap="nowrap" justify="space-between">
                      <Anchor component={Link} to={webPath('agreementDetail', { flowId: agreement.id })} fz="sm" truncate style={{ minWidth: 0 }}>
                        {agreement.name}
                        {agreement.people.length > 0 && (
                          <Text span c="dimmed" fz="sm">
                            {' · '}
                            {agreement.people.join(', ')}
                          </Text>
                        )}
                      </Anchor>
                      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
                        <Text fz="xs" c="dimmed" visibleFrom="xs">
                          {formatTime(agreement.sentAt ?? agreement.createdAt)}
                        </Text>
                        <Badge size="sm" variant="light" color="gray" tt="none">
                          {t(`status_${agreement.status}`, { ns: 'common' })}
                        </Badge>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
