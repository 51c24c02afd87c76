import { documentsProblem, recipientsProblem, templateRolesProblem, type MessageKey } from '@signet/contracts';
import type { RecipientValues } from './draft-form';

/** A verification method without what it needs (issue 35) is told at the input it needs. */
const FIELD_OF: Partial<Record<MessageKey, ContinueProblem['recipientField']>> = { need_verification_phone: 'phone', need_access_code: 'accessCode' };

/** Where the editor shows a problem that stops Continue. */
export type ContinueTarget = 'uploads' | 'documents' | 'recipients' | 'selfEmail';

export interface ContinueProblem {
  target: ContinueTarget;
  messageKey: MessageKey;
  values?: { n: number };
  /** The recipient row to point at and focus. */
  recipientIndex?: number;
  /** The input of that row the problem is about; the row itself when absent. */
  recipientField?: 'accessCode' | 'phone';
}

interface ContinueInput {
  uploadsRunning: number;
  documentCount: number;
  selfSign: boolean;
  /** The signed-in sender's e-mail, which "just need my signature" needs. */
  senderEmail: string | null;
  recipients: readonly RecipientValues[];
  maxSigners: number;
  /** A template's working copy: its rows are roles (issue 14). */
  template?: boolean;
}

/**
 * Step 1's checks before Continue, first problem first: uploads still running, no
 * documents, then the recipients (the contracts' `recipientsProblem`, so web and
 * server agree; `templateRolesProblem` for a template's roles), which "just need my
 * signature" replaces by the sender's e-mail.
 */
export function continueProblem(input: ContinueInput): ContinueProblem | null {
  if (input.uploadsRunning > 0) return { target: 'uploads', messageKey: 'wait_for_upload' };
  const documents = documentsProblem(input.documentCount);
  if (documents) return { target: 'documents', messageKey: documents.messageKey };
  if (input.selfSign) return input.senderEmail ? null : { target: 'selfEmail', messageKey: 'http_error_7501' };
  const recipients = input.template ? templateRolesProblem(input.recipients, input.maxSigners) : recipientsProblem(input.recipients, input.maxSigners);
  if (!recipients) return null;
  return {
    target: 'recipients',
    messageKey: recipients.messageKey,
    // Step 1's problems carry at most a number (the signer limit).
    ...(typeof recipients.values?.n === 'number' ? { values: { n: recipients.values.n } } : {}),
    ...(recipients.recipientIndex !== undefined ? { recipientIndex: recipients.recipientIndex } : {}),
    ...(FIELD_OF[recipients.messageKey] ? { recipientField: FIELD_OF[recipients.messageKey] } : {}),
  };
}

