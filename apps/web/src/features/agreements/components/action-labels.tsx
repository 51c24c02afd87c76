import type { AgreementAction } from '@signet/contracts';
import { IconArrowBackUp, IconCalendarTime, IconEdit, IconBan, IconCopy, IconDownload, IconPencil, IconRefresh, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The words (`agreements.actions.*`) and icon of each action. */
export const ACTION_LABELS = {
  edit: 'agreements.actions.edit',
  revise: 'agreements.actions.revise',
  notify: 'agreements.actions.notify',
  void: 'agreements.actions.void',
  delete: 'agreements.actions.delete',
  restore: 'agreements.actions.restore',
  copy: 'agreements.actions.copy',
  retry_completion: 'agreements.actions.retry_completion',
  download_final: 'agreements.actions.download_final',
  follow_up: 'agreements.actions.follow_up',
} as const satisfies Record<AgreementAction, string>;

export function actionIcon(action: AgreementAction, size = 16): ReactNode {
  const props = { size, 'aria-hidden': true } as const;
  switch (action) {
    case 'edit':
      return <IconPencil {...props} />;
    case 'revise':
      return <IconEdit {...props} />;
    case 'notify':
      return <IconSend {...props} />;
    case 'void':
      return <IconBan {...props} />;
    case 'delete':
      return <IconTrash {...props} />;
    case 'restore':
      return <IconArrowBackUp {...props} />;
    case 'copy':
      return <IconCopy {...props} />;
    case 'retry_completion':
      return <IconRefresh {...props} />;
    case 'download_final':
      return <IconDownload {...props} />;
    case 'follow_up':
      return <IconCalendarTime {...props} />;
  }
}

/** Actions that end or remove something: shown in red. */
export const DESTRUCTIVE: readonly AgreementAction[] = ['void', 'delete'];
