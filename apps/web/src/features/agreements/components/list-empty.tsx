import { Button } from '@mantine/core';
import type { AgreementBox } from '@signet/contracts';
import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconHourglassEmpty,
  IconInbox,
  IconLoader,
  IconPencil,
  IconSearch,
  IconSend,
  IconSignature,
  IconThumbDown,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

const ICONS: Record<AgreementBox, ReactNode> = {
  action_required: <IconSignature size={30} stroke={1.6} />,
  all: <IconInbox size={30} stroke={1.6} />,
  sent: <IconSend size={30} stroke={1.6} />,
  draft: <IconPencil size={30} stroke={1.6} />,
  waiting: <IconClockHour4 size={30} stroke={1.6} />,
  updating: <IconLoader size={30} stroke={1.6} />,
  completed: <IconCircleCheck size={30} stroke={1.6} />,
  declined: <IconThumbDown size={30} stroke={1.6} />,
  voided: <IconBan size={30} stroke={1.6} />,
  failed: <IconAlertTriangle size={30} stroke={1.6} />,
  expired: <IconHourglassEmpty size={30} stroke={1.6} />,
  trash: <IconTrash size={30} stroke={1.6} />,
};

/** What an empty folder says (and, where sending is the way to fill it, the way to start). */
export function ListEmpty({ box, q }: { box: AgreementBox; q: string }) {
  const { t } = useTranslation();
  if (q.trim()) {
    return <EmptyState compact icon={<IconSearch size={30} stroke={1.6} />} title={t('agreements.empty.searchTitle')} body={t('agreements.empty.searchBody', { q: q.trim() })} />;
  }
  const offersStart = box === 'all' || box === 'sent' || box === 'draft';
  return (
    <>
      <EmptyState compact icon={ICONS[box]} title={t(`agreements.empty.${box}.title`)} body={t(`agreements.empty.${box}.body`)} />
      {offersStart && (
        <Button component={Link} to="/flow/create/step1" variant="default" mx="auto" mb="xl" display="block" w="fit-content">
          {t('agreements.newAgreement')}
        </Button>
      )}
    </>
  );
}
