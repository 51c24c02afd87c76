import { z } from 'zod';
import { AGREEMENT_STATUSES, RECIPIENT_ROLES } from '../../constants.js';

export { SIGNER_REFUSAL_CODES, type SignerRefusalCode } from './signer-refusal-codes.js';

/** The envelope's `data` of a signer refusal (see SIGNER_REFUSAL_CODES). */
export const ZSignerRefusal = z.object({
  /** Whom to ask: the agreement's sender (the e-mail is empty when their account has none). */
  sender: z.object({ name: z.string(), email: z.string() }),
  /** Who ended it: the signer who declined, the sender who voided or deleted it, or the group member who acted first. `you` when that is the caller. */
  actor: z.object({ name: z.string(), you: z.boolean(), role: z.enum(RECIPIENT_ROLES).optional().meta({ description: 'A recipient who ended it: their role (an approver rejects rather than declines).' }) }).optional(),
  /** When it happened (ISO): declined, voided, deleted, completed or signed, the link's end, or the newer e-mail's sending. */
  at: z.string().meta({ format: 'date-time' }).optional(),
  /** The agreement's status, so 7410 can tell "everyone signed" from "you signed already". */
  agreementStatus: z.enum(AGREEMENT_STATUSES),
});
export type SignerRefusal = z.infer<typeof ZSignerRefusal>;
