import { Button, Stack, Switch, Text } from '@mantine/core';
import type { Seal } from '@signet/contracts';
import { IconPlus, IconRubberStamp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/section-card';
import { SealCard } from './seal-card';

interface SealListProps {
  companyId: bigint;
  seals: readonly Seal[];
  officialNeedsApproval: boolean;
  /** mayDo(role, 'seals.manage'): the New seal button, the rule, each seal's actions and grants. */
  manages: boolean;
  settingBusy?: boolean;
  onNewSeal: () => void;
  onNewFace: (seal: Seal) => void;
  onSetting: (officialNeedsApproval: boolean) => void;
  /** A seal's grants, for managers. */
  grantsOf?: (seal: Seal) => ReactNode;
}

/** The company's seals as cards; a member sees the ones granted to them, without the controls. */
export function SealList({ companyId, seals, officialNeedsApproval, manages, settingBusy = false, onNewSeal, onNewFace, onSetting, grantsOf }: SealListProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      icon={<IconRubberStamp size={20} />}
      title={t('seals.list.title')}
      description={manages ? t('seals.list.hintManage') : t('seals.list.hintMember')}
    >
      {manages && (
        <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }} onClick={onNewSeal}>
          {t('seals.list.newSeal')}
        </Button>
      )}
      {manages && (
        <Switch
          label={t('seals.settings.officialNeedsApproval')}
          description={t('seals.settings.officialNeedsApprovalHint')}
          checked={officialNeedsApproval}
          disabled={settingBusy}
          onChange={(event) => onSetting(event.currentTarget.checked)}
        />
      )}
      {seals.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {manages ? t('seals.list.none') : t('seals.list.noneMember')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0}>
          {seals.map((seal) => (
            <SealCard key={String(seal.id)} companyId={companyId} seal={seal} manages={manages} onNewFace={onNewFace}>
              {manages ? grantsOf?.(seal) : null}
            </SealCard>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
