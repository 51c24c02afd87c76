import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS } from '@signet/contracts';
import { agreementNotices } from '../../db/schema/index.js';
import { createApiKey } from '../../domain/api-keys/api-keys.js';
import { readyDraft, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bind, latestLink, sentAgreement, type Link } from '../../../test/helpers/signing.js';
import { personalSpace } from '../../domain/company/workspace.js';

const PORTAL = 'https://portal.example.com';

/** The parts of an embedded signing URL, as bind takes them. */
function linkOf(url: string): Link {
  const match = /\/sign\/start\/(\d+)\/noticeView\/(\d+)\?t=([\w-]+)&embed=1$/.exec(url);
  if (!match) throw new Error(`not an embedded signing URL: ${url}`);
  return { recipientId: BigInt(match[1] ?? 0), noticeId: BigInt(match[2] ?? 0), token: match[3] ?? '' };
}

describe.each(databaseTargets())('embedded signing on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'signet-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Signet</title>');
    t = await buildTestApp(kind, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const setOrigins = (token: string, origins: string[]) => callOperation(t, contract.setEmbedOrigins, { body: { origins } }, { token });
  const embedUrl = (token: string, flowId: bigint, recipientId: bigint) => callOperation(t, contract.createEmbeddedSigningUrl, { params: { flowId, recipientId } }, { token });
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('keeps the account’s sites: https origins (http only for this machine), set by a signed-in session only', async () => {
    const me = await signInOnPlan(t, 'individual');
    expect(await setOrigins(me.token, [`${PORTAL}/`, 'http://localhost:5173', PORTAL])).toMatchObject({ code: 200, data: { origins: [PORTAL, 'http://localhost:5173'] } });
    const wrongs = ['http://portal.example.com', 'https://portal.example.com/sign', "https://a.com; script-src 'unsafe-inline'", 'javascript:alert(1)', '*'];
    for (const wrong of [...wrongs, 'https://portal.example.com:99999', 'https://portal.example.com:0x50', 'https://user@portal.example.com', 'https://portal.example.com?x=1']) {
      // Refused with the reason in the caller's language, not a raw key.
      expect(await setOrigins(me.token, [wrong]), wrong).toMatchObject({ code: 403, msg: enUS.embed_origin_invalid, data: { issues: [{ path: 'origins.0', message: 'embed_origin_invalid' }] } });
    }
    // Kept as browsers compare them: lower case, the default port dropped.
    expect(await setOrigins(me.token, ['HTTPS://Portal.Example.com:443', 'https://portal.example.com:8443/'])).toMatchObject({ code: 200, data: { origins: [PORTAL, 'https://portal.example.com:8443'] } });
    await setOrigins(me.token, [`${PORTAL}/`, 'http://localhost:5173']);
    expect((await callOperation(t, contract.getEmbedOrigins, {}, { token: me.token })).data).toEqual({ origins: [PORTAL, 'http://localhost:5173'] });
    const { secret } = await createApiKey(t.database.db, { ...personalSpace(me.user.id), name: 'CRM', scope: 'write', expiresAt: null });
    expect((await callOperation(t, contract.setEmbedOrigins, { body: { origins: [] } }, { headers: { authorization: `Bearer ${secret}` } })).code).toBe(8102);
  });

  it('answers the owner a short-lived URL that opens the signer session without replacing the e-mailed link; others get 7403', async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const annId = agreement.recipients[0]?.id ?? 0n;
    const mailed = await latestLink(t, ann.email);
    const before = Date.now();
    const answer = await embedUrl(me.token, agreement.id, annId);
    expect(answer.code).toBe(200);
    expect(answer.result.url.startsWith(`${t.config.publicUrl}/sign/start/${annId}/noticeView/`)).toBe(true);
    expect(Date.parse(answer.result.expiresAt ?? '') - before).toBeGreaterThan(contract.EMBED_URL_TTL_MS - 5_000);
    const embedded = linkOf(answer.result.url ?? '');
    expect((await bind(t, embedded)).code).toBe(200);
    // The e-mail's link still opens: an embedded URL replaces nothing.
    expect((await bind(t, mailed)).code).toBe(200);

    const stranger = await signInOnPlan(t, 'individual');
    expect((await embedUrl(stranger.token, agreement.id, annId)).code).toBe(7403);
    const other = await sentAgreement(t, { recipients: [signer('Bo Chen')] });
    expect((await embedUrl(me.token, agreement.id, other.agreement.recipients[0]?.id ?? 0n)).code).toBe(404);
    const draft = await readyDraft(t, me.token, { recipients: [signer('Cy Wu')] });
    expect((await embedUrl(me.token, draft.id, draft.recipients[0]?.id ?? 0n)).code).toBe(7202);

    // Past its life the URL answers 7601.
    await t.database.db.update(agreementNotices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(agreementNotices.id, embedded.noticeId));
    expect((await bind(t, embedded)).code).toBe(7601);
  });

  it('lets only the owner’s sites frame a signing page loaded in a frame; every other page stays unframeable', async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const annId = agreement.recipients[0]?.id ?? 0n;
    await setOrigins(me.token, [PORTAL]);
    const url = (await embedUrl(me.token, agreement.id, annId)).result.url.replace(t.config.publicUrl, '') ?? '';

    for (const framed of [await page(url), await page(`/sign/${annId}`, { 'sec-fetch-dest': 'iframe' }), await page(`/sign/finish/${annId}?embed=1`)]) {
      expect(framed.statusCode).toBe(200);
      expect(framed.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${PORTAL}`);
      expect(framed.headers['x-frame-options']).toBeUndefined();
    }
    // Not asked for a frame, another page, or an owner without sites: nobody may frame it.
    const other = await sentAgreement(t, { recipients: [signer('Bo Chen')] });
    for (const unframed of [await page(`/sign/${annId}`), await page('/agreements', { 'sec-fetch-dest': 'iframe' }), await page(`/sign/${other.agreement.recipients[0]?.id}?embed=1`)]) {
      expect(unframed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(unframed.headers['x-frame-options']).toBe('DENY');
    }
  });
});
