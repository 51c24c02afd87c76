import { Anchor, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { webPath } from '@signet/contracts';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CompanyProfileForm } from '../../../components/forms/company-profile-form';
import { refusalMessage, useCompanies, useCreateCompany, useSwitchWorkspace } from '../../../lib/companies/companies-api';
import { useSessionStore } from '../../../lib/state/session-store';
import { SectionCard } from '../../../components/section-card';

/** The companies the person belongs to, which one this device works in, and making a new one. */
export function CompaniesSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companies = useCompanies();
  const create = useCreateCompany();
  const switchTo = useSwitchWorkspace();
  const currentId = useSessionStore((state) => state.userInfo?.companyId ?? null);
  const [creating, setCreating] = useState(false);

  return (
    <div id="companies">
      <SectionCard
        icon={<IconBuildingSkyscraper size={20} />}
        title={t('companies.title')}
        description={t('companies.sectionHint')}
      >
        {companies.isPending ? (
          <Skeleton height={48} radius="md" />
        ) : companies.isError ? (
          <Text fz="sm" c="red.8" role="alert">
            {t('companies.loadFailed')}
          </Text>
        ) : companies.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('companies.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {companies.data.map((company) => (
              <Group key={String(company.id)} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="company-row">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={webPath('companySettings', { companyId: company.id })} fw={600} truncate="end">
                    {company.displayName}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {t(`companies.role_${company.myRole}`)} · {t('companies.memberCount', { count: company.memberCount })}
                  </Text>
                </Stack>
                {company.id === currentId ? (
                  <Badge variant="light" color="gray" tt="none" style={{ flex: 'none' }}>
                    {t('companies.current')}
                  </Badge>
                ) : (
                  <Button size="xs" variant="subtle" style={{ flex: 'none' }} loading={switchTo.isPending && switchTo.variables === company.id} onClick={() => switchTo.mutate(company.id)}>
                    {t('companies.switchTo')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('companies.create')}
          </Button>
        </Group>
      </SectionCard>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('companies.createTitle')} centered radius="lg" size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('companies.createLead')}
          </Text>
          <CompanyProfileForm
            submitLabel={t('companies.createSubmit')}
            busy={create.isPending}
            serverError={refusalMessage(create.error, t('companies.failed'))}
            onSubmit={(profile) =>
              create.mutate(profile, {
                onSuccess: (answer) => {
                  setCreating(false);
                  void navigate(webPath('companySettings', { companyId: answer.company.id }));
                },
              })
            }
          />
        </Stack>
      </Modal>
    </div>
  );
}
