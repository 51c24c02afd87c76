import { Badge, Tabs } from '@mantine/core';
import type { Company } from '@signet/contracts';
import { IconBuilding, IconRubberStamp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSealRequests } from '../api/list-seal-requests';
import '../lib/seal-messages';
import { CompanySealsTab } from './seals/company-seals-tab';

const TABS = ['general', 'seals'] as const;
type Tab = (typeof TABS)[number];

/**
 * Company settings in tabs: General (profile, members, …) and Seals (issue 34), which every
 * member sees. The tab is in the address (?tab=seals), so a request mail can open the inbox
 * (?tab=seals&inbox=1); the Seals tab counts the requests waiting for the user.
 */
export function CompanySettingsTabs({ company, general }: { company: Company; general: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((candidate) => candidate === search.get('tab')) ?? 'general';
  const inbox = useSealRequests(company.id, 'decide');
  const waiting = inbox.data?.filter((request) => request.mayDecide && request.status === 'pending').length ?? 0;

  return (
    <Tabs
      value={tab}
      keepMounted={false}
      onChange={(value) => {
        const next = new URLSearchParams(search);
        if (value === 'seals') next.set('tab', 'seals');
        else {
          next.delete('tab');
          next.delete('inbox');
        }
        setSearch(next, { replace: true });
      }}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="general" leftSection={<IconBuilding size={16} aria-hidden />}>
          {t('seals.tab.general')}
        </Tabs.Tab>
        <Tabs.Tab
          value="seals"
          leftSection={<IconRubberStamp size={16} aria-hidden />}
          rightSection={
            waiting > 0 ? (
              <Badge size="sm" circle color="red" aria-label={t('seals.tab.inboxCount', { count: waiting })} data-testid="seal-inbox-count">
                {waiting}
              </Badge>
            ) : null
          }
        >
          {t('seals.tab.seals')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general">{general}</Tabs.Panel>
      <Tabs.Panel value="seals">
        <CompanySealsTab company={company} inbox={inbox} focusInbox={search.get('inbox') === '1'} />
      </Tabs.Panel>
    </Tabs>
  );
}
