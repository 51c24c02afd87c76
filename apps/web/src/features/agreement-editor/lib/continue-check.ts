import { documentsProblem, recipientsProblem, templateRolesProblem, type MessageKey } from '@signet/contracts';
import type { RecipientValues } from './draft-form';

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
  if (!recipients) return verificationProblem(input.recipients);
  return {
    target: 'recipients',
    messageKey: recipients.messageKey,
    // Step 1's problems carry at most a number (the signer limit).
    ...(typeof recipients.values?.n === 'number' ? { values: { n: recipients.values.n } } : {}),
    ...(recipients.recipientIndex !== undefined ? { recipientIndex: recipients.recipientIndex } : {}),
  };
}

/**
 * A verification method without what it needs (issue 35): the access code to pass on, or the number
 * to text. The server checks them at send; asked here, the sender fixes them on the row at once.
 */
function verificationProblem(recipients: readonly RecipientValues[]): ContinueProblem | null {
  for (const [recipientIndex, recipient] of recipients.entries()) {
    if (recipient.verification === 'access_code' && recipient.accessCode.trim() === '') return { target: 'recipients', messageKey: 'http_error_7301', recipientIndex, recipientField: 'accessCode' };
    if (recipient.verification === 'sms_code' && recipient.phone.trim() === '') return { target: 'recipients', messageKey: 'phone_invalid', recipientIndex, recipientField: 'phone' };
  }
  return null;
}
