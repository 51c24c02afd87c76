import { isActingRole, type AgreementAction, type AgreementStatus, type AgreementSummary } from '@signet/contracts';

/** The order buttons appear in, whatever order the server listed them. */
const ORDER: readonly AgreementAction[] = ['edit', 'download_final', 'retry_completion', 'restore', 'follow_up', 'notify', 'revise', 'copy', 'void', 'delete'];

/** The action that gets the filled (orange) button on the detail page: the state's natural next step. */
const PRIMARY: readonly AgreementAction[] = ['edit', 'download_final', 'retry_completion', 'restore'];

/**
 * Actions that stay usable while the agreement is 'updating': downloads, and 'edit', the way
 * back into the creation steps to finish the change. The others wait until it is sent again.
 */
const WHILE_UPDATING: readonly AgreementAction[] = ['download_final', 'edit'];

export interface DetailActions {
  primary: AgreementAction | null;
  /** The other actions, in display order; notify is a menu of its own (all / next). */
  others: AgreementAction[];
  /** True while the agreement is being updated: state-changing actions are shown but disabled. */
  locked: boolean;
}

/** Sorts the server's allowed actions for display. */
export function orderedActions(actions: readonly AgreementAction[]): AgreementAction[] {
  return ORDER.filter((action) => actions.includes(action));
}

/** Which buttons the detail page shows, from what the server says is allowed now. */
export function detailActions(status: AgreementStatus, actions: readonly AgreementAction[] | undefined): DetailActions {
  const ordered = orderedActions(actions ?? []);
  // An expired agreement's natural next step is a later date.
  const primary = status === 'expired' && ordered.includes('follow_up') ? 'follow_up' : (ordered.find((action) => PRIMARY.includes(action)) ?? null);
  return { primary, others: ordered.filter((action) => action !== primary), locked: status === 'updating' };
}

export function isActionDisabled(action: AgreementAction, locked: boolean): boolean {
  return locked && !WHILE_UPDATING.includes(action);
}

/** How the list row asks me to sign or view. */
export type RowSign =
  /** My turn on someone else's agreement: signing needs the link e-mailed to me (the account session cannot stand in). */
  | 'email'
  /** My own "Just need my signature" agreement: my session signs it. */
  | 'self'
  | null;

export interface RowOperations {
  sign: RowSign;
  /** I am a viewer (or signed already) of someone else's agreement: the e-mailed link opens it. */
  view: boolean;
  notify: boolean;
  restore: boolean;
  /** The rest, in the row's menu. */
  menu: AgreementAction[];
  locked: boolean;
  /** My own agreement: the row opens its detail page (received ones have none for me). */
  opensDetail: boolean;
}

/** The recipient of my own "Just need my signature" agreement (me) while I have not signed. */
export function selfSignRecipientId(row: {
  selfSign: boolean;
  status: AgreementStatus;
  role: AgreementSummary['role'];
  deletedAt: string | null;
  recipients: readonly { id: bigint | string; role: string; status?: string | undefined }[];
}): string | null {
  if (!row.selfSign || row.role !== 'sender' || row.status !== 'waiting' || row.deletedAt) return null;
  const me = row.recipients.find((recipient) => recipient.role === 'signer' && recipient.status !== 'signed' && recipient.status !== 'declined');
  return me ? String(me.id) : null;
}

/** The Actions column of one row. */
export function rowOperations(row: AgreementSummary): RowOperations {
  const ordered = orderedActions(row.actions);
  const sign: RowSign = row.myAction === 'sign' ? 'email' : selfSignRecipientId(row) ? 'self' : null;
  const notify = ordered.includes('notify');
  const restore = ordered.includes('restore');
  return {
    sign,
    view: row.myAction === 'view',
    notify,
    restore,
    menu: ordered.filter((action) => action !== 'notify' && action !== 'restore'),
    locked: row.status === 'updating',
    opensDetail: row.role === 'sender',
  };
}

/**
 * How far the signing got: of the recipients who act (signers, approvers, fillers), those who
 * did. A member of an any-one-of group released by another's act is no longer counted. Null for
 * a draft (nobody was asked yet) and for an agreement with nobody to act, where "0 of 0" would say nothing.
 */
export function signingProgress(row: Pick<AgreementSummary, 'status' | 'recipients'>): { signed: number; total: number } | null {
  const actors = row.recipients.filter((recipient) => isActingRole(recipient.role) && recipient.status !== 'released');
  if (row.status === 'draft' || actors.length === 0) return null;
  return { signed: actors.filter((recipient) => recipient.status === 'signed' || recipient.status === 'approved').length, total: actors.length };
}
