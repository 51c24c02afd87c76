import { Badge, NativeSelect, NavLink, Stack } from '@mantine/core';
import type { AgreementBox, AgreementCounts } from '@signet/contracts';
import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconHourglassEmpty,
  IconInbox,
  IconLoader,
  IconPencil,
  IconSend,
  IconThumbDown,
  IconTrash,
  IconUserExclamation,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { folderCount, isUrgentFolder, visibleFolders } from '../lib/folders';

const ICONS: Record<AgreementBox, ReactNode> = {
  action_required: <IconUserExclamation size={18} aria-hidden />,
  all: <IconInbox size={18} aria-hidden />,
  sent: <IconSend size={18} aria-hidden />,
  draft: <IconPencil size={18} aria-hidden />,
  waiting: <IconClockHour4 size={18} aria-hidden />,
  updating: <IconLoader size={18} aria-hidden />,
  completed: <IconCircleCheck size={18} aria-hidden />,
  declined: <IconThumbDown size={18} aria-hidden />,
  voided: <IconBan size={18} aria-hidden />,
  failed: <IconAlertTriangle size={18} aria-hidden />,
  expired: <IconHourglassEmpty size={18} aria-hidden />,
  trash: <IconTrash size={18} aria-hidden />,
};

interface FolderNavProps {
  current: AgreementBox;
  counts: AgreementCounts | undefined;
  hrefOf: (box: AgreementBox) => string;
  onSelect: (box: AgreementBox) => void;
}

/** Desktop: the side panel of folders, each with its count (product facts). */
export function FolderPanel({ current, counts, hrefOf, onSelect }: FolderNavProps) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('agreements.folders.label')} gap={2}>
      {visibleFolders(counts, current).map((box) => {
        const count = folderCount(box, counts);
        const active = box === current;
        return (
          <NavLink
            key={box}
            href={hrefOf(box)}
            onClick={(event) => {
              event.preventDefault();
              onSelect(box);
            }}
            active={active}
            aria-current={active ? 'page' : undefined}
            color="gray"
            variant="light"
            label={t(`agreements.folders.${box}`)}
            leftSection={ICONS[box]}
            rightSection={
              count !== null && count > 0 ? (
                <Badge size="sm" radius="sm" variant={isUrgentFolder(box, count) ? 'filled' : 'light'} color={isUrgentFolder(box, count) ? 'red' : 'gray'}>
                  {count}
                </Badge>
              ) : null
            }
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: active ? 700 : 500 } }}
          />
        );
      })}
    </Stack>
  );
}

/** Phone: the same folders in a native select (one tap, the system's own picker). */
export function FolderSelect({ current, counts, onSelect }: Omit<FolderNavProps, 'hrefOf'>) {
  const { t } = useTranslation();
  const data = visibleFolders(counts, current).map((box) => {
    const count = folderCount(box, counts);
    const label = t(`agreements.folders.${box}`);
    return { value: box, label: count !== null && count > 0 ? t('agreements.folders.withCount', { folder: label, count }) : label };
  });
  return (
    <NativeSelect
      label={t('agreements.folders.select')}
      data={data}
      value={current}
      onChange={(event) => onSelect(event.currentTarget.value as AgreementBox)}
    />
  );
}
