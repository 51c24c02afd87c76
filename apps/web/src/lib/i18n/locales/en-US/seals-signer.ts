import type { Widen } from '../en-US';

/**
 * Words of the signer's company seal panel (issue 34), for company parties only: they join `web`
 * with the panel's chunk (features/signing/lib/seal-signer-messages.ts).
 */
export const webSealsSignerEnUS = {
  seals: {
    signer: {
      title: 'Company seal',
      forParty: 'You sign for {{party}}.',
      kindRequired: 'This agreement asks for the {{kind}}.',
      choose: 'Seals you may apply',
      noChoices: 'No seal of {{party}} on Signet can be applied by you.',
      loadFailed: 'The company’s seals could not be loaded.',
      retry: 'Try again',
      faceAlt: 'Face of the seal “{{name}}” ({{kind}})',
      sendCode: 'Send code',
      resendCode: 'Send a new code',
      codeSent: 'Code sent to {{to}}.',
      code: '6-digit code',
      codeHint: 'From the e-mail we just sent; it works once, for 10 minutes.',
      codeInvalid: 'Enter the 6 digits of the code.',
      apply: 'Apply seal',
      askApproval: 'Ask for approval',
      reason: 'Reason (optional)',
      reasonHint: 'The approvers read it with your request.',
      sendRequest: 'Send request',
      waiting: 'Waiting for approval. The approvers have been told; their answer shows here.',
      rejected: 'Rejected: {{comment}}',
      rejectedNoComment: 'Rejected.',
      askAgain: 'Ask again',
      approved: 'Approved — send code',
      approvedBadge: 'Approved',
      uploadRequired: 'Choose a picture of the seal.',
      approvedHint: 'Your request was approved. Confirm the seal’s use with a code sent to your e-mail.',
      documentsChanged: 'The documents changed after the approval, so it no longer holds. Ask again.',
      needsApproval: 'Every use of this seal needs an approval.',
      uploadTitle: 'Upload the seal of {{party}}',
      uploadHint: 'No seal of {{party}} is on Signet. Upload a picture of yours: PNG, JPEG or WebP, a stamp on white paper.',
      uploadNote: 'An uploaded seal is marked as not verified on the certificate: Signet cannot check it belongs to {{party}}.',
      uploadChoose: 'Choose a picture',
      uploadButton: 'Upload and apply',
      applied: 'Seal applied',
      appliedAlt: 'The seal you applied for {{party}}',
      appliedName: '{{name}} ({{kind}})',
      appliedUploaded: 'Uploaded picture, not verified',
      crossPage: 'A cross-page seal will be stamped on the right edge of pages {{pages}}.',
      crossPageStrip: 'Part of the cross-page seal',
    },
  },
} as const;

export type SealsSignerMessages = Widen<typeof webSealsSignerEnUS>;
