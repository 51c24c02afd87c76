import { EMBED_ORIGINS_PER_ACCOUNT, EMBED_URL_TTL_MS } from '../../operations/account/embedding.js';
import { LIMITS } from '../../limits.js';
import type { OperationDescriptions } from '../reference-types.js';

/** What each account operation does, who may call it and its notable rules (the reference's descriptions). */
export const accountDescriptions = {
  checkDevices:
    'The device check polled every 6 s while signed in. Answers 2010 when this device\'s session was signed out and 2008 when too many devices are online. It reads `x-token` itself (auth \'none\') because those answers replace the usual 401.',
  sendCode:
    'Sends a one-time code. Always answers the same, whether or not the e-mail has an account, so it reveals nothing; rate limited per e-mail and per IP (429).',
  register:
    'Creates an account from an e-mailed code (which verifies the e-mail) and signs in.',
  login:
    'Signs in with e-mail and password; 2001 without saying which was wrong.',
  quickLogin:
    'Signs in with an e-mailed code; an unknown e-mail gets a new, verified account.',
  resetPassword:
    'Sets a new password from an e-mailed code, ends every session, and signs in.',
  logout:
    'Ends this session on the server.',
  checkUsernameExists:
    'whether a user name (e-mail) has an account. Rate limited; errors are silent.',
  completeSecondFactorSignIn:
    'Finishes a sign-in: the ticket and one second factor (an app\'s code, a recovery code, which is then used up, or a passkey) for the session, under the same device limit as any sign-in. A wrong proof answers 8414 (8416 for a passkey), a spent or expired ticket 8415; guesses are rate limited (429).',
  beginSecondFactorPasskey:
    'Passkey options for a sign-in waiting for its second factor: the account\'s own passkeys.',
  beginPasskeySignIn:
    'Options for signing in with a passkey alone (no e-mail: the browser offers the site\'s passkeys).',
  passkeySignIn:
    'Signs in with a passkey alone: it is both factors, so a session starts at once (8416 when it does not verify).',
  getTwoFactorStatus:
    'The account\'s two-factor state, its passkeys, and when this device last proved it is the person.',
  beginTotpSetup:
    'Starts setting up an authenticator app: a new secret, as base32 text to type and as an `otpauth://` URI (issuer Signet, the account\'s e-mail) for the QR code. Nothing changes until confirmTotpSetup. Wants a check within 10 minutes (8411; signing in counts), and a second factor (8412) while two-factor sign-in is already on.',
  confirmTotpSetup:
    'Confirms the app with a code it shows (8414 when wrong): two-factor sign-in is on, and this device counts as having passed it. When two-factor sign-in was off, the answer carries the ten recovery codes, shown this once (only their hashes are kept); otherwise `recoveryCodes` is null.',
  regenerateRecoveryCodes:
    'New recovery codes (the old ones stop working), shown once. Needs a second factor within 10 minutes (8412).',
  disableTwoFactor:
    'Turns two-factor sign-in off: the app, every passkey and the recovery codes go. Needs a second factor within 10 minutes (8412); a password is not enough.',
  beginPasskeyRegistration:
    'Options for registering a passkey on this account (a discoverable credential, so it can also sign in without an e-mail). The challenge lives five minutes. Wants a check within 10 minutes (8411; signing in counts), and a second factor (8412) while two-factor sign-in is already on.',
  addPasskey:
    'Verifies the authenticator\'s answer and keeps the passkey under its name (8416 when it does not verify). The first passkey of an account without an authenticator app turns two-factor sign-in on and answers the recovery codes once; otherwise `recoveryCodes` is null.',
  renamePasskey:
    'Renames one of the account\'s passkeys, so the person can tell them apart in the list.',
  removePasskey:
    'Removes a passkey: wants a check within 10 minutes (8411), and a second factor (8412) when it is the account\'s last method, since two-factor sign-in then turns off.',
  beginReauthPasskey:
    'Passkey options for a re-check by the signed-in person (their own passkeys).',
  reauthenticate:
    'Confirms it is the person before a sensitive action: with two-factor sign-in on, a second factor; otherwise the password, or an e-mailed code (sendCode purpose \'login\') when the account has none. Wrong answers: 2004 (password), 2002 (code), 8414 / 8416 (second factor); rate limited.',
  getUserInfo:
    'The signed-in person: profile, language, plan and quota, the workspace they act in and the companies they belong to. With an API key: the key\'s owner.',
  updateProfile:
    'Changes the person\'s display name or language; the language picks the language of their e-mails too.',
  uploadAvatar:
    'Replaces the avatar. The client resizes the picture (256 px) and sends it as a data URL; the server checks the bytes are PNG, JPEG or WebP.',
  changeEmail:
    'Moves the account to a new e-mail, proven by a code sent to it (purpose change_email).',
  changePassword:
    'Changes the password; every other session of the account ends.',
  listSessions:
    'The devices signed in to this account, the current one marked, with when each was last seen.',
  endDeviceSession:
    'Signs one device of this account out; its next call answers 2010. The current device signs out with the sign-out operation instead.',
  getKeptSignatures:
    'The signed-in person\'s kept signature and initials.',
  saveKeptSignature:
    'Keeps (or replaces) the signature or the initials. The image is checked as a signing image is: PNG or JPEG by its bytes, 1 byte to 1 MB, readable; stored as PNG of at most 1600 px (403 otherwise).',
  deleteKeptSignature:
    'Forgets the kept signature or initials (nothing kept is not an error); signed agreements keep their own copies.',
  listApiKeys:
    'The account\'s API keys, newest first, revoked and expired ones included (they say so).',
  createApiKey:
    `Makes a key. The answer carries the key once (\`secret\`); only its hash is kept. 8103 when the account already holds ${LIMITS.apiKeysPerAccount} live keys.`,
  listTestMails:
    'The mail Signet would have sent about this account\'s test agreements (made with a `sgk_test_…` key), newest first. Nothing about a test agreement leaves Signet: invitations, reminders, codes (text messages too), completion and notices are kept here, for their owner only. A test key may read them too, so an integration\'s tests can follow a signing link.',
  getTestMail:
    'One of the account\'s test mails with its text and HTML; another account\'s (or an ordinary outbox message) answers 404.',
  revokeApiKey:
    'Revokes a key at once: calls with it answer 401 from then on. Revoking twice is fine.',
  getSignerKeptSignatures:
    'For the signing page: the kept signature and initials of the signed-in account (`x-token`) when its e-mail is the recipient\'s (case-insensitive); else both null, never an error. The signer\'s own credentials (`x-signer-token`) are checked as for any signer call (7404).',
  listWebhookEndpoints:
    'The account\'s (or, in a company, the company\'s) webhook endpoints with their events and state. Signing secrets are never shown again after creation or rotation.',
  createWebhookEndpoint:
    `Registers an endpoint. HTTPS only, except hosts the operator allows for development (the server's WEBHOOK_ALLOW_HOSTS setting). The answer carries its signing secret once (\`whsec_…\`).`,
  updateWebhookEndpoint:
    'Changes an endpoint\'s events, description or whether it is on (switching it on again clears "failing").',
  rotateWebhookSecret:
    'A new signing secret, shown once. The previous one keeps signing too for 24 hours, so the receiver can switch without missing a message.',
  deleteWebhookEndpoint:
    'Removes a webhook endpoint and its delivery log; no further events are sent to it.',
  listWebhookDeliveries:
    'The endpoint\'s newest deliveries (100, kept 30 days), each with its status, the body sent and the endpoint\'s last answer.',
  replayWebhookDelivery:
    'Sends a delivery again now, with the same message id and body (fresh timestamp and signature).',
  sendWebhookTestEvent:
    'Books a "send a test event" delivery: a realistic sample body of `event` (made-up ids, `test: true`), signed and retried like any other and shown in the log marked test. The endpoint must be switched on; it need not ask for that event.',
  createEmbeddedSigningUrl:
    `A short-lived signing URL for one recipient of a sent agreement, to load in an iframe on a registered site. It opens for ${EMBED_URL_TTL_MS / 60_000} minutes; the e-mailed links keep working. The page posts \`{ source: 'signet', type: 'loaded' | 'signed' | 'declined' | 'error', … }\` to its parent. 7403 / 404 as for the agreement; 7202 a draft; 7601 expired; 404 a recipient of another agreement.`,
  getEmbedOrigins:
    'The sites allowed to frame this account\'s signing pages (`Content-Security-Policy: frame-ancestors`).',
  setEmbedOrigins:
    `Replaces the list (at most ${EMBED_ORIGINS_PER_ACCOUNT} origins); only a signed-in session may widen who can frame the pages.`,
} satisfies OperationDescriptions;
