import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { userSignatures } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { registerAccount } from '../../../test/helpers/accounts.js';
import { signer } from '../../../test/helpers/agreements.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { bind, consentAndSign, latestLink, newestMailId, openLink, sentAgreement, signatureFieldsOf, signaturePng } from '../../../test/helpers/signing.js';

/** A JPEG of a stroke on white, as a phone photo of a signature would come. */
async function signatureJpeg(): Promise<string> {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="white"/><path d="M10 60 C 50 10, 100 70, 230 20" stroke="navy" stroke-width="5" fill="none"/></svg>');
  return `data:image/jpeg;base64,${(await sharp(svg).jpeg().toBuffer()).toString('base64')}`;
}

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

describe.each(databaseTargets())('kept signature and initials on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string) => callOperation(t, contract.getKeptSignatures, {}, { token });
  const save = (token: string, which: contract.KeptSignatureKind, image: string, madeBy: 'draw' | 'type' | 'upload' = 'draw') =>
    callOperation(t, contract.saveKeptSignature, { params: { kind: which }, body: { image, madeBy } }, { token });
  const forget = (token: string, which: contract.KeptSignatureKind) => callOperation(t, contract.deleteKeptSignature, { params: { kind: which } }, { token });
  const keysOf = async (userId: bigint) => (await t.database.db.select().from(userSignatures).where(eq(userSignatures.userId, userId))).map((row) => row.imageKey);

  it('keeps a signature and initials, replaces one, forgets one, and shows each person only their own', async () => {
    const ann = await registerAccount(t);
    const bo = await registerAccount(t);
    expect((await get(ann.token)).result).toEqual({ signature: null, initials: null });

    const drawn = await signaturePng();
    const saved = await save(ann.token, 'signature', drawn, 'draw');
    expect(saved.code).toBe(200);
    expect(saved.result.signature).toMatchObject({ madeBy: 'draw', image: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(saved.result.initials).toBeNull();
    // An uploaded JPEG is kept as a PNG, like a signing image.
    const initials = await save(ann.token, 'initials', await signatureJpeg(), 'upload');
    const stored = await sharp(pngOf(initials.result.initials!.image)).metadata();
    expect(stored.format).toBe('png');
    expect(stored.width).toBe(240);

    const read = await get(ann.token);
    expect(read.result.signature?.image).toBe(saved.result.signature?.image);
    expect(read.result.initials).toMatchObject({ madeBy: 'upload' });
    // Bo keeps nothing and sees nothing of Ann's.
    expect((await get(bo.token)).result).toEqual({ signature: null, initials: null });

    // Replacing: the new image is answered, the old file is gone from the store.
    const [oldKey] = (await keysOf(ann.uid)).filter((key) => key.includes('/signature-'));
    const replaced = await save(ann.token, 'signature', await signatureJpeg(), 'type');
    expect(replaced.result.signature).toMatchObject({ madeBy: 'type' });
    expect(replaced.result.signature?.image).not.toBe(saved.result.signature?.image);
    expect(await t.deps.files.exists(oldKey!)).toBe(false);

    // Forgetting the signature leaves the initials; forgetting it again is no error.
    const keys = await keysOf(ann.uid);
    const afterDelete = await forget(ann.token, 'signature');
    expect(afterDelete.result.signature).toBeNull();
    expect(afterDelete.result.initials).toMatchObject({ madeBy: 'upload' });
    expect(await t.deps.files.exists(keys.find((key) => key.includes('/signature-'))!)).toBe(false);
    expect((await forget(ann.token, 'signature')).code).toBe(200);
    expect((await forget(ann.token, 'initials')).result).toEqual({ signature: null, initials: null });
    expect(await keysOf(ann.uid)).toEqual([]);
  });

  it('refuses what is not a readable PNG or JPEG with 403 naming the image, and keeps the one before', async () => {
    const { token } = await registerAccount(t);
    await save(token, 'signature', await signaturePng());
    const before = (await get(token)).result.signature?.image;
    for (const bad of ['data:image/png;base64,' + Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'), '', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==']) {
      const res = await save(token, 'signature', bad);
      expect(res).toMatchObject({ code: 403, data: { issues: [{ path: 'image' }] } });
    }
    const tooBig = await save(token, 'signature', 'A'.repeat(Math.ceil(contract.LIMITS.signatureImageBytes / 3) * 4 + 200));
    expect(tooBig.code).toBe(403);
    expect((await get(token)).result.signature?.image).toBe(before);
  });

  describe('offered on the signing page', () => {
    const offer = (recipientId: bigint, caller: { signerToken?: string; token?: string }) =>
      callOperation(t, contract.getSignerKeptSignatures, { params: { flowSignerId: recipientId } }, caller);

    it('only to a recipient signed in with their own e-mail, who signs with it; never to anyone else', async () => {
      const ann = await registerAccount(t);
      await save(ann.token, 'signature', await signaturePng());
      await save(ann.token, 'initials', await signatureJpeg(), 'upload');
      const kept = (await get(ann.token)).result;
      const bo = await registerAccount(t);
      await save(bo.token, 'signature', await signatureJpeg());

      // Ann's newest mail before the invitation is her sign-up code: wait for the one after it.
      const afterSignUp = await newestMailId(t, ann.email);
      const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee', ann.email), signer('Cy Diaz')] });
      const annRecipient = agreement.recipients.find((r) => r.email === ann.email)!;
      const cyRecipient = agreement.recipients.find((r) => r.email !== ann.email)!;
      const { signerToken } = (await bind(t, await latestLink(t, ann.email, afterSignUp))).result;

      // The link's session and Ann's own account: both kept images.
      expect((await offer(annRecipient.id, { signerToken, token: ann.token })).result).toEqual(kept);
      // The link alone (not signed in), or signed in as someone else: nothing, and no error.
      expect((await offer(annRecipient.id, { signerToken })).result).toEqual({ signature: null, initials: null });
      expect((await offer(annRecipient.id, { signerToken, token: bo.token })).result).toEqual({ signature: null, initials: null });
      // Another recipient's session with Ann's account, or Ann's account without any signer session: refused as any signer call.
      const { signerToken: cyToken } = await openLink(t, cyRecipient.email);
      expect((await offer(annRecipient.id, { signerToken: cyToken, token: ann.token })).code).toBe(7404);
      expect((await offer(annRecipient.id, { token: ann.token })).code).toBe(7404);
      // Cy, signed in as Ann on Cy's link, is not Ann: nothing of hers.
      expect((await offer(cyRecipient.id, { signerToken: cyToken, token: ann.token })).result).toEqual({ signature: null, initials: null });
      // A signed-out session offers nothing.
      await callOperation(t, contract.logout, {}, { token: bo.token });
      expect((await offer(annRecipient.id, { signerToken, token: bo.token })).result).toEqual({ signature: null, initials: null });

      // The offered image signs like a freshly drawn one.
      expect((await consentAndSign(t, annRecipient.id, { signerToken }, signatureFieldsOf(agreement, annRecipient.id), kept.signature!.image)).code).toBe(200);
    });
  });
});
