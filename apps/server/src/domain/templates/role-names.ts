import type { RecipientRole } from '@signet/contracts';

const LABELS: Record<string, Record<RecipientRole, string>> = {
  'en-US': { signer: 'Signer', viewer: 'Viewer', approver: 'Approver', filler: 'Filler', copy: 'Copy' },
  'zh-CN': { signer: '签署人', viewer: '查看人', approver: '审批人', filler: '填写人', copy: '抄送人' },
};

/** "Signer 2": the role an agreement's recipient becomes when it is saved as a template, in the sender's language. */
export function defaultRoleName(role: RecipientRole, n: number, locale: string): string {
  const labels = LABELS[locale] ?? LABELS['en-US']!;
  return `${labels[role]} ${n}`;
}
