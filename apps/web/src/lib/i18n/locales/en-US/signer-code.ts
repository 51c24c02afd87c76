import type { Widen } from '../en-US';

/**
 * Words of the signer's code page (issue 35) and the access code page: they join `web` with
 * the pages' chunk (features/signing/lib/signer-code-messages.ts), so a signer who is asked
 * for neither never downloads them.
 */
export const webSignerCodeEnUS = {
  signerCode: {
    title: 'Confirm it’s you',
    intro_email_code: 'The sender asked us to check it’s you before the documents open. We will e-mail a 6-digit code to {{target}}.',
    intro_sms_code: 'The sender asked us to check it’s you before the documents open. We will text a 6-digit code to {{target}}.',
    sent_email_code: 'We e-mailed a 6-digit code to {{target}}. It works once, for 10 minutes.',
    sent_sms_code: 'We texted a 6-digit code to {{target}}. It works once, for 10 minutes.',
    send: 'Send code',
    resend: 'Send a new code',
    resendIn: 'Send a new code in {{count}} s',
    code: '6-digit code',
    codeInvalid: 'Enter the 6 digits of the code.',
    continue: 'Continue',
    wrong_one: 'That code is not right. {{count}} try left.',
    wrong_other: 'That code is not right. {{count}} tries left.',
    wrongNoneLeft: 'That code is not right, and it cannot be tried again. Ask for a new code.',
    expired: 'This code has expired or a newer one replaced it. Ask for a new code.',
    tooManyCodes_one: 'Too many codes were asked for. You can ask for another in {{count}} minute.',
    tooManyCodes_other: 'Too many codes were asked for. You can ask for another in {{count}} minutes.',
    smsFailed: 'The text message could not be sent to {{target}}. Please ask the sender to check the number.',
    tooManyTries: 'Too many tries. Wait a few minutes, then try again.',
    unreachable: 'Signet could not be reached. Check your connection and try again.',
    retry: 'Try again',
  },
  accessCode: {
    title: 'Enter the access code',
    body: 'The sender protected this document with an access code. They will have given it to you separately.',
    label: 'Access code',
    continue: 'Continue',
    wrong: 'That access code is not right. Check it with the sender and try again.',
    wait: 'Too many tries. Wait 15 minutes, then try again.',
  },
} as const;

export type SignerCodeMessages = Widen<typeof webSignerCodeEnUS>;
