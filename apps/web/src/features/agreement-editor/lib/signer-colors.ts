/**
 * One colour per signer, by their place among the signers, used for the dot beside a
 * recipient in step 1 and for their fields in step 2. Mantine palette names, chosen to
 * stay apart from each other and from the orange accent; after eight they repeat.
 */
const SIGNER_COLORS = ['blue', 'teal', 'grape', 'cyan', 'violet', 'pink', 'indigo', 'yellow'] as const;
export type SignerColor = (typeof SIGNER_COLORS)[number];

export function signerColor(signerIndex: number): SignerColor {
  return SIGNER_COLORS[((signerIndex % SIGNER_COLORS.length) + SIGNER_COLORS.length) % SIGNER_COLORS.length] ?? 'blue';
}
