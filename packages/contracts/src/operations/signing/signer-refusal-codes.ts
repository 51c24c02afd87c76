import { ErrorCode } from '../../errors/error-codes.js';

/**
 * The refusals of a signer call that end the signer's journey and that the server
 * explains, once the request proved it is the recipient (a valid link token or a
 * signer session): who ended it, when, and whom to ask. A request that proved
 * nothing gets 7404 alone, never these details.
 */
export const SIGNER_REFUSAL_CODES = [
  ErrorCode.ProcessRejected,
  ErrorCode.ProcessVoided,
  ErrorCode.ProcessCompleted,
  ErrorCode.ProcessDeleted,
  ErrorCode.ProcessAbandoned,
  ErrorCode.NoPermission,
  ErrorCode.LinkExpired,
  ErrorCode.NotificationExpired,
  ErrorCode.GroupActedAlready,
] as const;
export type SignerRefusalCode = (typeof SIGNER_REFUSAL_CODES)[number];
