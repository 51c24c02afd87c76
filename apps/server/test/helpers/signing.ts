import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as contract from '@signet/contracts';
import { parseJson, stringifyJson, type OperationInput } from '@signet/contracts';
import { agreementNotices } from '../../src/db/schema/index.js';
import { generateToken, hashToken } from '../../src/domain/session/session-token.js';
import { listOutboxMessages } from '../../src/mail/index.js';
import { readLatestMail, uniqueIp } from './accounts.js';
import { callOperation, type Caller } from './call-operation.js';
import { readyDraft, sendAgreement } from './agreements.js';
import type { TestApp } from './app.js';
import { signInOnPlan } from './drive.js';

export const SIGNER_UA = 'SignetTest/1.0 (signer)';

type BodyOf<Op extends contract.JsonOperation> = NonNullable<OperationInput<Op>['body']>;
type DraftBody = Parameters<typeof readyDraft>[2];
/** An agreement as the API answers it. */
export type Sent = contract.Agreement;

/** A signed-in sender (individual plan, so quotas never interfere) and their sent agreement. */
export async function sentAgreement(t: TestApp, body: DraftBody, prepare?: (draft: Sent, token: string) => Promise<Sent>) {
  const me = await signInOnPlan(t, 'individual');
  let draft = await readyDraft(t, me.token, body);
  if (prepare) draft = await prepare(draft, me.token);
  return { me, agreement: (await sendAgreement(t, me.token, draft.id, draft.revision)).result };
}

export interface Link {
  recipientId: bigint;
  noticeId: bigint;
  token: string;
}

/** The personal link of the newest invitation mail to `email`. */
export async function latestLink(t: TestApp, email: string, afterId?: bigint): Promise<Link> {
  const mail = await readLatestMail(t, email, afterId === undefined ? {} : { afterId });
  const match = /\/sign\/start\/(\d+)\/noticeView\/(\d+)\?t=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in the mail to ${email}`);
  return { recipientId: BigInt(match[1] ?? 0), noticeId: BigInt(match[2] ?? 0), token: match[3] ?? '' };
}

/** The id of the newest mail to `email` (0 when none), to wait for a newer one. */
export async function newestMailId(t: TestApp, email: string): Promise<bigint> {
  const [newest] = await listOutboxMessages(t.database.db, { to: email, limit: 1 });
  return newest?.id ?? 0n;
}

/** Adds a notice as a re-notification would (issue 8), returning its link. */
export async function addNotice(t: TestApp, agreementId: bigint, recipientId: bigint, expiresAt = new Date(Date.now() + 86_400_000)): Promise<Link> {
  const token = generateToken();
  const [notice] = await t.database.db.insert(agreementNotices).values({ agreementId, recipientId, tokenHash: hashToken(token), expiresAt }).returning();
  if (!notice) throw new Error('no notice');
  return { recipientId, noticeId: notice.id, token };
}

export const expireNotice = (t: TestApp, noticeId: bigint) =>
  t.database.db.update(agreementNotices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(agreementNotices.id, noticeId));

/** A signer-page call to a raw URL as the browser makes it: x-signer-token (or x-token), a user agent, an address. */
export async function signerCall(
  t: TestApp,
  options: { method: 'GET' | 'PUT' | 'POST'; url: string; body?: unknown; signerToken?: string; token?: string; ip?: string; locale?: string },
) {
  const headers: Record<string, string> = { 'user-agent': SIGNER_UA };
  if (options.signerToken) headers['x-signer-token'] = options.signerToken;
  if (options.token) headers['x-token'] = options.token;
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: options.ip ?? uniqueIp(),
    headers,
    ...(options.body === undefined ? {} : { payload: stringifyJson(options.body) }),
  });
  const envelope = parseJson(res.body) as { code: number; data: unknown; msg: string };
  return { status: res.statusCode, body: res.body, ...envelope };
}

/**
 * Opens a link; `locale` is the browser's Accept-Language (none sent without it). `signerToken` is a
 * session this browser already holds, `accountToken` the x-token of a signed-in account (issue 35).
 */
export const bind = (
  t: TestApp,
  link: Link,
  extra: { accessCode?: string; verificationCode?: string; token?: string; ip?: string; locale?: string; signerToken?: string; accountToken?: string } = {},
) =>
  callOperation(
    t,
    contract.bindSignerInfo,
    {
      params: { flowSignerId: link.recipientId, flowNoticeViewId: link.noticeId },
      body: {
        token: extra.token ?? link.token,
        ...(extra.accessCode === undefined ? {} : { accessCode: extra.accessCode }),
        ...(extra.verificationCode === undefined ? {} : { verificationCode: extra.verificationCode }),
      },
    },
    asSigner({
      ...(extra.ip ? { ip: extra.ip } : {}),
      ...(extra.locale ? { locale: extra.locale } : {}),
      ...(extra.signerToken ? { signerToken: extra.signerToken } : {}),
      ...(extra.accountToken ? { token: extra.accountToken } : {}),
    }),
  );

/** Asks for a verified signer's code (issue 35) with the link's token. */
export const sendSignerCode = (t: TestApp, link: Link, extra: { ip?: string } = {}) =>
  callOperation(
    t,
    contract.sendSignerCode,
    { params: { flowSignerId: link.recipientId, flowNoticeViewId: link.noticeId }, body: { token: link.token } },
    asSigner(extra.ip ? { ip: extra.ip } : {}),
  );

/** Opens the newest link mailed to `email` and returns the signer session's token. */
export async function openLink(t: TestApp, email: string, accessCode?: string, options: { locale?: string } = {}) {
  const link = await latestLink(t, email);
  const res = await bind(t, link, { ...(accessCode === undefined ? {} : { accessCode }), ...options });
  if (res.code !== 200) throw new Error(`bind answered ${res.code} ${res.msg}`);
  return { link, signerToken: res.result.signerToken, next: res.result.next };
}

/** The signer's credentials, and optionally the browser's Accept-Language. */
type Auth = { signerToken?: string; token?: string; locale?: string; ip?: string };
/** The signer's browser: its credentials and a user agent. */
const asSigner = (auth: Auth): Caller => ({ ...auth, headers: { 'user-agent': SIGNER_UA } });
export const signerView = (t: TestApp, recipientId: bigint, auth: Auth) => callOperation(t, contract.getSignerView, { params: { flowSignerId: recipientId } }, asSigner(auth));
export const consent = (t: TestApp, recipientId: bigint, auth: Auth, version: BodyOf<typeof contract.recordSignerConsent>['version'] = 'esign-consent-2026-1') =>
  callOperation(t, contract.recordSignerConsent, { params: { flowSignerId: recipientId }, body: { version } }, asSigner(auth));
export const submit = (t: TestApp, recipientId: bigint, auth: Auth, fields: BodyOf<typeof contract.submitSignature>['fields']) =>
  callOperation(t, contract.submitSignature, { params: { flowSignerId: recipientId }, body: { fields } }, asSigner(auth));
export const decline = (t: TestApp, recipientId: bigint, auth: Auth, reason: string) =>
  callOperation(t, contract.declineAgreement, { params: { flowSignerId: recipientId }, body: { reason } }, asSigner(auth));
export const viewed = (t: TestApp, recipientId: bigint, auth: Auth) => callOperation(t, contract.recordSignerViewed, { params: { flowSignerId: recipientId } }, asSigner(auth));

/** A small drawn-looking signature as a PNG, base64 (as a canvas' toDataURL gives it). */
export async function signaturePng(): Promise<string> {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="black" stroke-width="4" fill="none"/></svg>');
  const png = await sharp(svg).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Consents and signs every signature field of the signer with one image (a drawn-looking one unless given). */
export async function consentAndSign(t: TestApp, recipientId: bigint, auth: Auth, fieldIds: readonly bigint[], signature?: string) {
  const given = await consent(t, recipientId, auth);
  if (given.code !== 200) throw new Error(`consent answered ${given.code} ${given.msg}`);
  const image = signature ?? (await signaturePng());
  return submit(t, recipientId, auth, fieldIds.map((fieldId) => ({ fieldId, image })));
}

/** The signature fields of one recipient. */
export const signatureFieldsOf = (agreement: Sent, recipientId: bigint) =>
  agreement.fields.filter((field) => field.recipientId === recipientId && field.type === 'signature').map((field) => field.id);
