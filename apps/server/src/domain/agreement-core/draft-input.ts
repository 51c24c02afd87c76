import type { z } from 'zod';
import { AppError, ErrorCode, numbersSteps, resolveGroups, resolveSteps, type DraftProblem, type GroupMode, type Plan, type ZAgreementDraftInput, type ZRecipientInput } from '@signet/contracts';
import type { UserRow } from '../account/users-repository.js';
import { personDisplayName } from '@signet/contracts';

/** Step 1's content as the contract parsed it (defaults applied, e-mails lower-cased). */
export type DraftValues = z.output<typeof ZAgreementDraftInput>;
export type RecipientValues = z.output<typeof ZRecipientInput>;

/** A 403 naming the part of the body that is wrong, like a failed validation. */
export function bodyProblem(path: string, message: string): AppError {
  return new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path, message }] }, detail: message });
}

/** The name a sender sees for themself: their name, else their e-mail's local part. */
export function displayNameOf(user: Pick<UserRow, 'name' | 'email'>): string {
  return personDisplayName(user);
}

/**
 * The recipients a draft will hold. "Just need my signature" replaces them with the
 * sender alone; the row that already is the sender keeps its id, so its fields stay.
 */
export function draftRecipients(
  draft: DraftValues,
  sender: Pick<UserRow, 'name' | 'email'>,
  existing: readonly { id: bigint; email: string; role: string }[] = [],
): RecipientValues[] {
  if (!draft.selfSign) return draft.recipients;
  const email = sender.email ?? '';
  const own = existing.find((recipient) => recipient.role === 'signer' && recipient.email === email);
  return [{ ...(own ? { id: own.id } : {}), roleName: '', name: displayNameOf(sender), email, role: 'signer', step: 1 }];
}

/** A recipient with the route's step and group resolved, as stored. */
export type RoutedRecipient = RecipientValues & { step: number | null; groupMode: GroupMode };

/**
 * The route a draft stores (issue 33): each recipient's step and group, from the numbers written
 * or else from the signing-order switch, and the switch as the agreement keeps it (on when the
 * route has more than one step, so older clients still read "in order").
 */
export function routedRecipients(recipients: readonly RecipientValues[], signingOrder: boolean): { recipients: RoutedRecipient[]; signingOrder: boolean } {
  const steps = resolveSteps(recipients, signingOrder);
  const groups = resolveGroups(recipients);
  const routed = recipients.map((recipient, index) => ({ ...recipient, step: steps[index] ?? null, groupMode: groups[index] ?? 'all' }));
  const distinct = new Set(steps.filter((step) => step !== null)).size;
  return { recipients: routed, signingOrder: numbersSteps(recipients) ? distinct > 1 : signingOrder };
}

/** The plan caps signers per agreement (viewers do not count): 403 'Maximum of %d signature persons allowed.' */
export function assertSignerLimit(recipients: readonly Pick<RecipientValues, 'role'>[], plan: Plan): void {
  const signers = recipients.filter((recipient) => recipient.role === 'signer').length;
  if (signers > plan.signersPerAgreement) {
    throw new AppError(ErrorCode.ParameterError, {
      messageKey: 'max_signers',
      values: { n: plan.signersPerAgreement },
      data: { issues: [{ in: 'body', path: 'recipients', message: 'max_signers' }] },
    });
  }
}

/**
 * A send-readiness problem of the contracts as the error the API answers: its code, message,
 * and the recipient or the fields (of those checked, in order) it is about.
 */
export function problemError(problem: DraftProblem, fields: readonly { id: bigint }[] = []): AppError {
  const fieldIds = (problem.fieldIndexes ?? []).flatMap((index) => (fields[index] ? [fields[index].id.toString()] : []));
  return new AppError(problem.code, {
    messageKey: problem.messageKey,
    ...(problem.values ? { values: problem.values } : {}),
    ...(problem.recipientIndex === undefined ? {} : { data: { recipientIndex: problem.recipientIndex } }),
    ...(fieldIds.length === 0 ? {} : { data: { missingFieldIds: fieldIds } }),
  });
}
