import { Box, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { mayDo, type Company, type Seal, type SealRequest } from '@signet/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyMembers } from '../../../../lib/companies/companies-api';
import { useSessionStore } from '../../../../lib/state/session-store';
import { useCompanySeals } from '../../api/list-company-seals';
import { useCompanyTemplates } from '../../api/list-company-templates';
import { useSealRequests } from '../../api/list-seal-requests';
import { useSetSealSettings } from '../../api/set-seal-settings';
import { NewFaceDialog } from './new-face-dialog';
import { NewSealDialog } from './new-seal-dialog';
import { SealGrants } from './seal-grants';
import { SealList } from './seal-list';
import { SealLog } from './seal-log';
import { SealRequestsSection } from './seal-requests-section';

export const SEAL_INBOX_ANCHOR = 'seal-inbox';

interface CompanySealsTabProps {
  company: Company;
  /** The inbox, asked by the page for the tab's count. */
  inbox: { data: SealRequest[] | undefined; isError: boolean };
  /** Opened from a request mail (?inbox=1): the inbox is scrolled to. */
  focusInbox: boolean;
}

/** The Seals tab of company settings (issue 34): the seals, the requests to decide and the user's own, and for managers the seal log. */
export function CompanySealsTab({ company, inbox, focusInbox }: CompanySealsTabProps) {
  const { t } = useTranslation();
  const manages = mayDo(company.myRole, 'seals.manage');
  const seals = useCompanySeals(company.id);
  const mine = useSealRequests(company.id, 'mine');
  const members = useCompanyMembers(company.id);
  // Templates are the workspace's: offered for a grant only while the user works in this company.
  const currentId = useSessionStore((state) => state.userInfo?.companyId ?? null);
  const templates = useCompanyTemplates(manages && currentId === company.id);
  const settings = useSetSealSettings(company.id);
  const [creating, setCreating] = useState(false);
  const [refacing, setRefacing] = useState<Seal | null>(null);
  const sealNames = useMemo(() => new Map((seals.data?.seals ?? []).map((seal) => [String(seal.id), seal.name])), [seals.data]);
  const templateChoices = useMemo(() => (templates.data ?? []).map((template) => ({ id: template.id, name: template.name })), [templates.data]);

  useEffect(() => {
    if (focusInbox && inbox.data) document.getElementById(SEAL_INBOX_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [focusInbox, inbox.data]);

  const list = seals.isPending ? (
    <Skeleton height={200} radius="lg" />
  ) : seals.isError ? (
    <Stack gap="xs" align="flex-start">
      <Text c="red.8" role="alert">
        {t('seals.list.loadFailed')}
      </Text>
      <Button size="xs" variant="default" onClick={() => void seals.refetch()}>
        {t('seals.list.retry')}
      </Button>
    </Stack>
  ) : (
    <SealList
      companyId={company.id}
      seals={seals.data.seals}
      officialNeedsApproval={seals.data.officialNeedsApproval}
      manages={manages}
      settingBusy={settings.isPending}
      onNewSeal={() => setCreating(true)}
      onNewFace={setRefacing}
      onSetting={(value) => settings.mutate(value)}
      grantsOf={(seal) => <SealGrants companyId={company.id} seal={seal} members={members.data?.members ?? []} templates={templateChoices} />}
    />
  );

  return (
    <Stack gap="lg">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>{list}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {/* A request mail lands here (?inbox=1), below the sticky header. */}
            <Box id={SEAL_INBOX_ANCHOR} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}>
              <SealRequestsSection companyId={company.id} box="decide" requests={inbox.data} failed={inbox.isError} />
            </Box>
            <SealRequestsSection companyId={company.id} box="mine" requests={mine.data} failed={mine.isError} />
          </Stack>
        </Grid.Col>
      </Grid>
      {manages && <SealLog company={company} sealNames={sealNames} />}
      {creating && <NewSealDialog companyId={company.id} legalName={company.legalName} onClose={() => setCreating(false)} />}
      {refacing && <NewFaceDialog companyId={company.id} seal={refacing} legalName={company.legalName} onClose={() => setRefacing(null)} />}
    </Stack>
  );
}
