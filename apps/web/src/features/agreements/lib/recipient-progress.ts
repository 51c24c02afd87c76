import { isActingRole, resolveSteps, type Agreement, type GroupMode, type RecipientStatus } from '@signet/contracts';

type Recipient = Agreement['recipients'][number];

/**
 * What the progress view says about a recipient: their status, with two finer words the status
 * alone does not tell: a filler's act is 'filled', and a copy not yet sent anything waits for
 * the end ('copy_pending').
 */
export type ProgressState = RecipientStatus | 'filled' | 'copy_pending';

export interface RecipientProgress {
  status: RecipientStatus;
  state: ProgressState;
  /** When it reached that state (null for pending, or an older server that sent no time). */
  at: string | null;
  declineReason: string | null;
  deliveryFailed: boolean;
}

/** Where one recipient is, with the time that belongs to that state. An approver's rejection is their 'declined'. */
export function recipientProgress(recipient: Recipient): RecipientProgress {
  const status = recipient.status ?? 'pending';
  const times: Record<RecipientStatus, string | null | undefined> = {
    pending: null,
    invited: recipient.invitedAt,
    viewed: recipient.viewedAt,
    signed: recipient.signedAt,
    // An approval is stored as the act's time, as a signature is.
    approved: recipient.signedAt,
    declined: recipient.declinedAt,
    released: recipient.releasedAt,
  };
  const state: ProgressState = status === 'signed' && recipient.role === 'filler' ? 'filled' : status === 'pending' && recipient.role === 'copy' ? 'copy_pending' : status;
  return { status, state, at: times[status] ?? null, declineReason: status === 'declined' ? (recipient.declineReason ?? null) : null, deliveryFailed: recipient.deliveryFailed ?? false };
}

const hasActed = (recipient: Pick<Recipient, 'status'>) => recipient.status === 'signed' || recipient.status === 'approved';

/** A recipient of the route who has yet to act: not acted, declined or released. */
const isPendingActor = (recipient: Pick<Recipient, 'role' | 'status'>) =>
  isActingRole(recipient.role) && !hasActed(recipient) && recipient.status !== 'declined' && recipient.status !== 'released';

export interface ProgressStep {
  number: number;
  group: GroupMode;
  members: Recipient[];
}

/** The recipients as the route runs: each step with its members, then those outside it (copies, viewers). */
export function progressRoute(agreement: Pick<Agreement, 'recipients' | 'signingOrder'>): { steps: ProgressStep[]; outside: Recipient[] } {
  const ordered = [...agreement.recipients].sort((a, b) => a.order - b.order);
  // An older reply carries no steps: the signing order says them.
  const derived = resolveSteps(ordered.map((recipient) => ({ role: recipient.role })), agreement.signingOrder);
  const steps: ProgressStep[] = [];
  const outside: Recipient[] = [];
  ordered.forEach((recipient, index) => {
    const number = recipient.step === undefined ? derived[index] : recipient.step;
    if (!isActingRole(recipient.role) || number === null || number === undefined) return void outside.push(recipient);
    const step = steps.find((candidate) => candidate.number === number);
    if (step) step.members.push(recipient);
    else steps.push({ number, group: recipient.group ?? 'all', members: [recipient] });
  });
  steps.sort((a, b) => a.number - b.number);
  return { steps, outside };
}

/** The first step not finished: all of an all-of step acted, or one of an any-one-of step. */
function openStep(steps: readonly ProgressStep[]): ProgressStep | undefined {
  return steps.find((step) => !(step.group === 'any' ? step.members.some(hasActed) : step.members.every(hasActed)));
}

/** Every step is finished (and there was one): all that is left is the seal. */
export const routeFinished = (agreement: Pick<Agreement, 'recipients' | 'signingOrder'>): boolean => {
  const { steps } = progressRoute(agreement);
  return steps.length > 0 && openStep(steps) === undefined;
};

/**
 * notifySigners re-sends to the pending recipients of the open step ('next') or to every
 * pending recipient of the route ('all'); there is no per-recipient re-send. So a recipient
 * whose mail bounced is reached with 'next' when they are in the open step, else with 'all'.
 */
export function resendScopeFor(agreement: Pick<Agreement, 'recipients' | 'signingOrder'>, recipientId: Recipient['id']): 'next' | 'all' | null {
  const recipient = agreement.recipients.find((candidate) => candidate.id === recipientId);
  if (!recipient || !isPendingActor(recipient)) return null;
  return openStep(progressRoute(agreement).steps)?.members.some((member) => member.id === recipientId) ? 'next' : 'all';
}
