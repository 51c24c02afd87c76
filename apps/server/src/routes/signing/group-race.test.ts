import { eq } from 'drizzle-orm';
import type * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, agreementFields } from '../../db/schema/index.js';
import { uniqueEmail } from '../../../test/helpers/accounts.js';
import { createAgreement, getAgreement, saveFields, sendAgreement, signatureField, uploadPdf } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { addNotice, bind, consent, signaturePng, submit } from '../../../test/helpers/signing.js';

/** Pairs per agreement: 25 any-one-of steps of two is the 50 recipients an agreement may hold. */
const PAIRS = 25;
const AGREEMENTS = 2;

/**
 * Issue 33, point 6: two members of an any-one-of group submit at the same moment, 50 times on each
 * database. Exactly one signs each time; the other is told 7412 and nothing of theirs is stamped.
 */
describe.each(databaseTargets())('two members of an any-one-of group signing at once on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function sendPairs(token: string) {
    const recipients: contract.RecipientInput[] = Array.from({ length: PAIRS * 2 }, (_, index) => ({
      name: `Member ${index + 1}`,
      email: uniqueEmail(`member${index + 1}`),
      role: 'signer',
      step: Math.floor(index / 2) + 1,
      group: 'any',
    }));
    const document = await uploadPdf(t, token);
    const draft = (await createAgreement(t, token, { name: 'Board minutes', documents: [{ documentId: document.id }], recipients })).result;
    const fields = draft.recipients.map((recipient) => signatureField(recipient.id, draft.documents[0]!.id));
    const saved = (await saveFields(t, token, draft.id, { revision: draft.revision, fields })).result;
    expect((await sendAgreement(t, token, draft.id, saved.revision)).code).toBe(200);
    return (await getAgreement(t, token, draft.id)).result;
  }

  /** A signer session for a recipient, from a notice added directly (no mail to wait for), with consent given. */
  async function ready(agreementId: bigint, recipientId: bigint) {
    const link = await addNotice(t, agreementId, recipientId);
    const opened = await bind(t, link);
    expect(opened.code).toBe(200);
    const auth = { signerToken: opened.result.signerToken };
    expect((await consent(t, recipientId, auth)).code).toBe(200);
    return auth;
  }

  it('signs exactly once per group, 50 times', { timeout: 240_000 }, async () => {
    const me = await signInOnPlan(t, 'individual');
    const image = await signaturePng();
    let races = 0;
    for (let round = 0; round < AGREEMENTS; round += 1) {
      const agreement = await sendPairs(me.token);
      const fieldOf = new Map(agreement.fields.map((field) => [field.recipientId, field.id]));
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const [a, b] = [agreement.recipients[pair * 2]!, agreement.recipients[pair * 2 + 1]!];
        const [authA, authB] = await Promise.all([ready(agreement.id, a.id), ready(agreement.id, b.id)]);
        const answers = await Promise.all([
          submit(t, a.id, authA, [{ fieldId: fieldOf.get(a.id)!, image }]),
          submit(t, b.id, authB, [{ fieldId: fieldOf.get(b.id)!, image }]),
        ]);
        const codes = answers.map((answer) => answer.code).sort();
        expect(codes, `race ${races + 1}`).toEqual([200, ErrorCode.GroupActedAlready]);
        const loser = answers[0].code === 200 ? b : a;
        const winner = loser === a ? b : a;
        const [loserField] = await t.database.db.select().from(agreementFields).where(eq(agreementFields.id, fieldOf.get(loser.id)!));
        expect(loserField).toMatchObject({ value: null, imageKey: null, filledAt: null });
        const [winnerField] = await t.database.db.select().from(agreementFields).where(eq(agreementFields.id, fieldOf.get(winner.id)!));
        expect(winnerField?.imageKey).not.toBeNull();
        races += 1;
      }
      const after = (await getAgreement(t, me.token, agreement.id)).result;
      expect(after.recipients.filter((r) => r.status === 'signed')).toHaveLength(PAIRS);
      expect(after.recipients.filter((r) => r.status === 'released')).toHaveLength(PAIRS);
      const trail = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreement.id));
      expect(trail.filter((event) => event.type === 'signed')).toHaveLength(PAIRS);
      expect(trail.filter((event) => event.type === 'all_signed')).toHaveLength(1);
    }
    expect(races).toBe(50);
  });
});
