/**
 * The header that carries a signer session's token (from bindSignerInfo). The
 * sender's own `x-token` also works, for a "Just need my signature" agreement only.
 */
export const SIGNER_TOKEN_HEADER = 'x-signer-token';
