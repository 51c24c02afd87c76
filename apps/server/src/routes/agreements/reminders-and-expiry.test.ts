import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementEvents, agreementNotices, webhookDeliveries } from '../../db/schema/index.js';
import { notifySigners } from '../../domain/agreements/notify-signers.js';
import { createEndpoint } from '../../domain/webhooks/endpoints.js';
import { readLatestMail } from '../../../test/helpers/accounts.js';
import { readyDraft, sendAgreement, signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bookedFollowUps, runFollowUpJobsAt } from '../../../test/helpers/follow-up.js';
import { bind, latestLink, newestMailId, sentAgreement } from '../../../test/helpers/signing.js';
import { personalSpace } from '../../domain/company/workspace.js';

const DAY = 86_400_000;
const later = (from: Date | string, ms: number) => new Date(new Date(from).getTime() + ms);

describe.each(databaseTargets())('reminders and expiry on %s, with the clock moved', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const getAgreement = (token: string, flowId: bigint) => callOperation(t, contract.getAgreement, { params: { flowId } }, { token });
  const changeFollowUp = (token: string, flowId: bigint, body: { expiresAt?: string | null; reminders?: contract.Reminders | null }) =>
    callOperation(t, contract.changeAgreementFollowUp, { params: { flowId }, body }, { token });
  /** When the first recipient was last invited, as the sender's page shows it. */
  const invitedAt = async (token: string, flowId: bigint) => new Date((await getAgreement(token, flowId)).result.recipients[0]?.invitedAt ?? 'never');
  const mailsTo = async (email: string, after: bigint) => (await newestMailId(t, email)) > after;

  it('reminds a signer whose turn it is after N days, then every M days, at most K times, each with a new link', async () => {
    const [ann, bo, cy] = [signer('Ann Lee'), signer('Bo Chen'), viewer('Cy Wu')];
    const reminders = { afterDays: 2, everyDays: 1, maxCount: 2 };
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, bo, cy], signingOrder: true, reminders });
    expect(agreement.reminders).toEqual(reminders);
    const firstLink = await latestLink(t, ann.email);
    const annInvited = await invitedAt(me.token, agreement.id);
    // One round is booked, for Ann's first reminder; Bo's turn has not come.
    expect(await bookedFollowUps(t, agreement.id)).toEqual([{ type: 'agreement.remind', runAt: later(annInvited, 2 * DAY), status: 'queued' }]);

    const annBefore = await newestMailId(t, ann.email);
    const boBefore = await newestMailId(t, bo.email);
    const cyBefore = await newestMailId(t, cy.email);
    expect(await runFollowUpJobsAt(t, agreement.id, later(annInvited, 2 * DAY - 60_000))).toEqual([]);

    expect(await runFollowUpJobsAt(t, agreement.id, later(annInvited, 2 * DAY + 1_000))).toEqual(['agreement.remind']);
    const reminder = await readLatestMail(t, ann.email, { afterId: annBefore });
    expect(reminder.subject).toMatch(/^Reminder: /);
    expect(reminder.text).toContain('This is a reminder');
    // The reminder's link works; the one it replaced answers 7602.
    expect((await bind(t, await latestLink(t, ann.email, annBefore))).code).toBe(200);
    expect((await bind(t, firstLink)).code).toBe(7602);

    // Then every day, twice in all; never to Bo (not his turn) or the viewer.
    const second = await newestMailId(t, ann.email);
    expect(await runFollowUpJobsAt(t, agreement.id, later(annInvited, 3 * DAY + 2_000))).toEqual(['agreement.remind']);
    await readLatestMail(t, ann.email, { afterId: second });
    const third = await newestMailId(t, ann.email);
    expect(await runFollowUpJobsAt(t, agreement.id, later(annInvited, 30 * DAY))).toEqual([]);
    expect(await mailsTo(ann.email, third)).toBe(false);
    expect(await mailsTo(bo.email, boBefore)).toBe(false);
    expect(await mailsTo(cy.email, cyBefore)).toBe(false);

    const notices = await t.database.db.select().from(agreementNotices).where(eq(agreementNotices.agreementId, agreement.id));
    expect(notices.filter((notice) => notice.kind === 'auto_reminder')).toHaveLength(2);
    const reminded = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.type, 'reminded'));
    expect(reminded.filter((event) => event.agreementId === agreement.id)).toHaveLength(2);
  });

  it('counts reminders toward the 10 notices a day (7603), and waits for the next day when a signer had them', async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann], reminders: { afterDays: 1, everyDays: 1, maxCount: 5 } });
    const annId = agreement.recipients[0]?.id ?? 0n;
    const invited = await invitedAt(me.token, agreement.id);
    const dueAt = later(invited, DAY + 1_000);
    // The invitation is mailed by the worker: wait for it, or it could pass for the reminder below.
    await latestLink(t, ann.email);
    // Nine re-sends by the sender on the day the reminder falls due, then the reminder makes ten.
    const start = new Date(Date.UTC(dueAt.getUTCFullYear(), dueAt.getUTCMonth(), dueAt.getUTCDate()));
    await t.database.db.insert(agreementNotices).values(
      Array.from({ length: 9 }, () => ({ agreementId: agreement.id, recipientId: annId, kind: 'reminder' as const, tokenHash: `x${Math.random()}`, createdAt: start, expiresAt: later(start, DAY) })),
    );
    const before = await newestMailId(t, ann.email);
    expect(await runFollowUpJobsAt(t, agreement.id, dueAt)).toEqual(['agreement.remind']);
    expect((await readLatestMail(t, ann.email, { afterId: before })).subject).toMatch(/^Reminder: /);
    const actor = { ...personalSpace(me.user.id), ip: '203.0.113.9', userAgent: 'test' };
    await expect(notifySigners(t.database.db, { actor, agreementId: agreement.id, scope: 'all', publicUrl: t.config.publicUrl, now: later(dueAt, 60_000) })).rejects.toMatchObject({ code: 7603 });

    // Ten already that day: the next reminder, due a day later, is held to the day after.
    const nextDay = later(start, DAY);
    await t.database.db.insert(agreementNotices).values(
      Array.from({ length: 10 }, () => ({ agreementId: agreement.id, recipientId: annId, kind: 'reminder' as const, tokenHash: `y${Math.random()}`, createdAt: nextDay, expiresAt: later(nextDay, DAY) })),
    );
    const held = await newestMailId(t, ann.email);
    expect(await runFollowUpJobsAt(t, agreement.id, later(dueAt, DAY + 1_000))).toEqual(['agreement.remind']);
    expect(await mailsTo(ann.email, held)).toBe(false);
    const booked = await bookedFollowUps(t, agreement.id);
    expect(booked.at(-1)).toMatchObject({ status: 'queued', runAt: later(nextDay, DAY) });
    expect(await runFollowUpJobsAt(t, agreement.id, later(nextDay, DAY + 1_000))).toEqual(['agreement.remind']);
    await readLatestMail(t, ann.email, { afterId: held });
  });

  it('expires at its date: links answer 7601, sender and recipients are told, the webhook fires; a new date reopens it', async () => {
    const [ann, bo] = [signer('Ann Lee'), signer('Bo Chen')];
    const sentAt = new Date();
    const expiresAt = later(sentAt, 2 * DAY).toISOString();
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, bo], expiresAt, reminders: null });
    await createEndpoint(t.database.db, { ...personalSpace(me.user.id), url: 'https://hooks.example.com/in', events: ['agreement.expired'], description: '', allowHosts: new Set() });
    expect(agreement.expiresAt).toBe(expiresAt);
    expect(await bookedFollowUps(t, agreement.id)).toEqual([{ type: 'agreement.expire', runAt: new Date(expiresAt), status: 'queued' }]);
    const annLink = await latestLink(t, ann.email);
    // Bo's invitation too, before counting what Bo is mailed after it.
    await latestLink(t, bo.email);
    const boBefore = await newestMailId(t, bo.email);
    const senderBefore = await newestMailId(t, me.user.email ?? '');

    // The day before, nothing; at the date, the agreement expires.
    expect(await runFollowUpJobsAt(t, agreement.id, later(expiresAt, -DAY))).toEqual([]);
    expect(await runFollowUpJobsAt(t, agreement.id, later(expiresAt, 1_000))).toEqual(['agreement.expire']);
    expect((await getAgreement(me.token, agreement.id)).result).toMatchObject({ status: 'expired', actions: ['follow_up', 'void', 'copy'] });
    const refused = await bind(t, annLink);
    expect(refused).toMatchObject({ code: 7601, data: { agreementStatus: 'expired', at: expiresAt } });

    const senderMail = await readLatestMail(t, me.user.email ?? '', { afterId: senderBefore });
    expect(senderMail.subject).toBe(`"${agreement.name}" has expired`);
    expect(senderMail.text).toContain('Ann Lee');
    expect((await readLatestMail(t, bo.email, { afterId: boBefore })).text).toContain('ask');
    const [delivery] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, 'agreement.expired'));
    expect(delivery?.data).toMatchObject({ agreement: { id: agreement.id.toString(), status: 'expired' } });

    const counts = (await callOperation(t, contract.getAgreementCounts, {}, { token: me.token })).result;
    expect(counts.expired).toBe(1);
    const listed = (await callOperation(t, contract.listAgreements, { query: { box: 'expired' } }, { token: me.token })).result;
    expect(listed.items.map((item) => item.id)).toEqual([agreement.id]);
    // Re-sending is refused: the sender sets a later date instead.
    expect((await callOperation(t, contract.notifySigners, { params: { flowId: agreement.id }, body: { scope: 'all' } }, { token: me.token })).code).toBe(8106);

    // A date that has passed is refused; a later one reopens it and invites the signers again.
    expect(await changeFollowUp(me.token, agreement.id, { expiresAt: later(new Date(), -60_000).toISOString() })).toMatchObject({
      code: 8106,
      msg: 'Choose an expiry date after today and within a year.',
    });
    const stranger = await signInOnPlan(t, 'individual');
    expect((await changeFollowUp(stranger.token, agreement.id, { expiresAt: later(new Date(), 5 * DAY).toISOString() })).code).toBe(7403);
    const annBefore = await newestMailId(t, ann.email);
    const newDate = later(new Date(), 5 * DAY).toISOString();
    expect(await changeFollowUp(me.token, agreement.id, { expiresAt: newDate })).toMatchObject({ code: 200, data: { status: 'waiting', expiresAt: newDate } });
    const invitation = await readLatestMail(t, ann.email, { afterId: annBefore });
    expect(invitation.text).toContain('Please sign before');
    expect((await bind(t, await latestLink(t, ann.email, annBefore))).code).toBe(200);
    expect((await bind(t, annLink)).code).toBe(7602);
    const types = (await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreement.id))).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['expired', 'expiry_mail_queued', 'follow_up_changed', 'reopened']));

    // The old date's job, should it run again, finds nothing to do; the new date is booked.
    expect(await runFollowUpJobsAt(t, agreement.id, later(newDate, -DAY))).toEqual([]);
    expect((await getAgreement(me.token, agreement.id)).result.status).toBe('waiting');
    expect((await bookedFollowUps(t, agreement.id)).at(-1)).toMatchObject({ type: 'agreement.expire', runAt: new Date(newDate), status: 'queued' });
  });

  it('extends a date before it passes, refuses a send with a date gone by, and a finished agreement (7410)', async () => {
    const ann = signer('Ann Lee');
    const first = later(new Date(), DAY).toISOString();
    const { me, agreement } = await sentAgreement(t, { recipients: [ann], expiresAt: first });
    const extended = later(new Date(), 3 * DAY).toISOString();
    expect((await changeFollowUp(me.token, agreement.id, { expiresAt: extended, reminders: null })).result).toMatchObject({ status: 'waiting', expiresAt: extended, reminders: null });
    // The first date's job runs and finds the agreement still open.
    expect(await runFollowUpJobsAt(t, agreement.id, later(first, 1_000))).toContain('agreement.expire');
    expect((await getAgreement(me.token, agreement.id)).result.status).toBe('waiting');
    expect((await bind(t, await latestLink(t, ann.email))).code).toBe(200);

    // The date is checked when sending: one that has passed since the draft was saved is refused.
    const draft = await readyDraft(t, me.token, { recipients: [signer('Bo Chen')], expiresAt: later(new Date(), -DAY).toISOString() });
    expect(await sendAgreement(t, me.token, draft.id, draft.revision)).toMatchObject({ code: 8106 });
    expect((await getAgreement(me.token, draft.id)).result.status).toBe('draft');
  });
});
