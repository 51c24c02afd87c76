import type { CodePurpose } from '@signet/contracts';

/** What a one-time code proves: the account purposes of spec 7, a public template visitor's e-mail (issue 14), a company seal's use (issue 34), and a verified signer's code (issue 35, keyed `signer:<recipient id>`). */
export type OneTimeCodePurpose = CodePurpose | 'public_template' | 'seal_use' | 'signer_verification';
