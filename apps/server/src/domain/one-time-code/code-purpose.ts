import type { CodePurpose } from '@signet/contracts';

/** What a one-time code proves: the account purposes of spec 7, and a public template visitor's e-mail (issue 14). */
export type OneTimeCodePurpose = CodePurpose | 'public_template';
