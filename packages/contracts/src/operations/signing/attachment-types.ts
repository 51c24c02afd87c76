/** What a signer may attach in an attachment field (issue 36). */
export const ATTACHMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
