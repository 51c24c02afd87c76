import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ErrorCode, priceOf, type AppError } from '@signet/contracts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { buildUser } from '../../../test/helpers/factories.js';
import { entitlements, jobs, planChanges, users } from '../../db/schema/index.js';
import { getPlanDetail } from '../plan/get-plan-detail.js';
import { consumeSignatureQuota } from '../plan/consume-signature-quota.js';
import { addPeriod } from './add-period.js';
import { expirePlan } from './expire-plan.js';
import { PLAN_EXPIRY_JOB } from './grant-plan.js';
import { createOrder, payOrder } from './orders.js';
import { convertTime } from './plan-value.js';

const at = (iso: string) => new Date(iso);

describe.each(databaseTargets())('orders and entitlements on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const userRow = async (id: bigint) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const changes = async (id: bigint) =>
    (await database.db.select().from(planChanges).where(eq(planChanges.userId, id)).orderBy(asc(planChanges.createdAt), asc(planChanges.id))).map((c) => `${c.kind} ${c.previousPlanId}→${c.planId}`);
  it('grants once when the same payment is reported several times at the same moment', async () => {
    const user = await buildUser(database.db);
    const order = await createOrder(database.db, { userId: user.id, planId: 'enterprise', period: 'year', region: 'cn', provider: 'test' });
    const grants = await Promise.all(Array.from({ length: 4 }, () => payOrder(database.db, { orderId: order.id })));
    expect(grants.filter(Boolean)).toHaveLength(1);
    expect(await database.db.select().from(entitlements).where(eq(entitlements.userId, user.id))).toHaveLength(1);
  });

  const buy = async (userId: bigint, planId: 'individual' | 'enterprise', period: 'month' | 'year', now: Date, region: 'intl' | 'cn' = 'intl') => {
    const order = await createOrder(database.db, { userId, planId, period, region, provider: 'test', now });
    return { order, grant: await payOrder(database.db, { orderId: order.id, now }) };
  };

  it('prices an order from the catalogue in the region’s currency', async () => {
    const user = await buildUser(database.db);
    const intl = await createOrder(database.db, { userId: user.id, planId: 'individual', period: 'year', region: 'intl', provider: 'test' });
    const cn = await createOrder(database.db, { userId: user.id, planId: 'enterprise', period: 'month', region: 'cn', provider: 'test' });
    expect(intl).toMatchObject({ currency: 'USD', amount: priceOf('individual', 'year', 'USD'), status: 'pending', paidAt: null });
    expect(cn).toMatchObject({ currency: 'CNY', amount: priceOf('enterprise', 'month', 'CNY'), status: 'pending' });
  });

  it('grants the plan once paid, shows it in the plan detail at once, and grants once however often payment is reported', async () => {
    const user = await buildUser(database.db);
    const now = at('2026-11-26T10:00:00Z');
    const { order, grant } = await buy(user.id, 'individual', 'month', now);
    expect(grant).toMatchObject({ kind: 'granted', planId: 'individual', startsAt: now, endsAt: at('2026-12-26T10:00:00Z') });
    expect(getPlanDetail(await userRow(user.id), now)).toMatchObject({
      planId: 'individual',
      remainCount: null,
      planList: [{ planId: 'individual', expiresAt: '2026-12-26T10:00:00.000Z' }],
    });

    const again = await Promise.all([payOrder(database.db, { orderId: order.id, now }), payOrder(database.db, { orderId: order.id, now })]);
    expect(again).toEqual([null, null]);
    expect(await database.db.select().from(entitlements).where(eq(entitlements.userId, user.id))).toHaveLength(1);
    expect(await changes(user.id)).toEqual(['granted free→individual']);
  });

  it('renews from the current end, upgrades with the days left carried over at their value, and adds a lower plan’s value to a higher one', async () => {
    const user = await buildUser(database.db);
    await buy(user.id, 'individual', 'month', at('2026-01-10T00:00:00Z'));
    const renewed = (await buy(user.id, 'individual', 'year', at('2026-01-20T00:00:00Z'))).grant;
    expect(renewed).toMatchObject({ kind: 'extended', startsAt: at('2026-02-10T00:00:00Z'), endsAt: at('2027-02-10T00:00:00Z') });

    const upgradeAt = at('2026-03-01T00:00:00Z');
    const left = at('2027-02-10T00:00:00Z').getTime() - upgradeAt.getTime();
    const upgraded = (await buy(user.id, 'enterprise', 'month', upgradeAt)).grant;
    expect(upgraded).toMatchObject({ kind: 'upgraded', planId: 'enterprise', startsAt: upgradeAt });
    expect(upgraded?.endsAt.getTime()).toBe(addPeriod(upgradeAt, 'month').getTime() + convertTime(left, 'individual', 'enterprise'));

    const lower = (await buy(user.id, 'individual', 'month', at('2026-03-02T00:00:00Z'))).grant;
    const month = addPeriod(at('2026-03-02T00:00:00Z'), 'month').getTime() - at('2026-03-02T00:00:00Z').getTime();
    expect(lower).toMatchObject({ kind: 'extended', planId: 'enterprise', startsAt: upgraded?.endsAt });
    expect(lower?.endsAt.getTime()).toBe((upgraded?.endsAt.getTime() ?? 0) + convertTime(month, 'individual', 'enterprise'));
    expect(await userRow(user.id)).toMatchObject({ planId: 'enterprise', planExpiresAt: lower?.endsAt });
    expect(await changes(user.id)).toEqual(['granted free→individual', 'extended individual→individual', 'upgraded individual→enterprise', 'extended enterprise→enterprise']);
  });

  it('counts each send once while a payment lands at the same moment: no send is lost or counted twice, and a refused one is refused for the quota', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await buildUser(database.db);
      await consumeSignatureQuota(database.db, user.id); // 1 of the free plan's 2 left
      const order = await createOrder(database.db, { userId: user.id, planId: 'individual', period: 'month', region: 'intl', provider: 'test' });
      const sends = Array.from({ length: 6 }, () => consumeSignatureQuota(database.db, user.id).then(() => 'sent', (error: unknown) => (error as AppError).code));
      const [grant, ...outcomes] = await Promise.all([payOrder(database.db, { orderId: order.id }), ...sends]);
      expect(grant).not.toBeNull();
      expect(outcomes.every((outcome) => outcome === 'sent' || outcome === ErrorCode.SignatureQuotaUsedUp)).toBe(true);
      const sent = outcomes.filter((outcome) => outcome === 'sent').length;
      // At least the free plan's last request went through; the rest did once the plan was paid.
      expect(sent).toBeGreaterThanOrEqual(1);
      expect((await userRow(user.id)).signaturesUsed).toBe(1 + sent);
      expect(getPlanDetail(await userRow(user.id))).toMatchObject({ planId: 'individual', remainCount: null });
    }
  });

  it('returns to free at the end without losing anything, sending then follows the free limits, and the change is recorded', async () => {
    const user = await buildUser(database.db);
    const start = at('2026-01-01T00:00:00Z');
    const { grant } = await buy(user.id, 'individual', 'month', start);
    for (let i = 0; i < 3; i++) await consumeSignatureQuota(database.db, user.id, start);
    const end = grant!.endsAt;

    expect(await expirePlan(database.db, { userId: user.id, endsAt: end, now: new Date(end.getTime() - 1000) })).toBe(false);
    expect(await expirePlan(database.db, { userId: user.id, endsAt: end, now: end })).toBe(true);
    expect(await expirePlan(database.db, { userId: user.id, endsAt: end, now: end })).toBe(false);
    expect(await userRow(user.id)).toMatchObject({ planId: 'free', planExpiresAt: null, signaturesUsed: 3 });
    expect(getPlanDetail(await userRow(user.id), end)).toMatchObject({ planId: 'free', remainCount: 0, planList: [] });
    const refused = await consumeSignatureQuota(database.db, user.id, end).then(() => 'ok', (error: unknown) => (error as AppError).code);
    expect(refused).toBe(ErrorCode.SignatureQuotaUsedUp);
    expect(await changes(user.id)).toEqual(['granted free→individual', 'expired individual→free']);
  });

  it('leaves a renewed plan alone when the old end’s job runs, and books a job for each end', async () => {
    const user = await buildUser(database.db);
    const first = (await buy(user.id, 'individual', 'month', at('2026-05-01T00:00:00Z'))).grant!;
    const second = (await buy(user.id, 'individual', 'month', at('2026-05-20T00:00:00Z'))).grant!;
    expect(await expirePlan(database.db, { userId: user.id, endsAt: first.endsAt, now: first.endsAt })).toBe(false);
    expect((await userRow(user.id)).planId).toBe('individual');
    const booked = (await database.db.select().from(jobs).where(eq(jobs.type, PLAN_EXPIRY_JOB)))
      .filter((job) => (job.payload as { userId: string }).userId === String(user.id))
      .map((job) => job.runAt.toISOString());
    expect(booked.sort()).toEqual([first.endsAt.toISOString(), second.endsAt.toISOString()]);
  });

  it('keeps an endless plan set by an operator when a lower or equal plan is bought, and records the purchase', async () => {
    const user = await buildUser(database.db, { planId: 'enterprise' });
    const { grant } = await buy(user.id, 'individual', 'year', at('2026-06-01T00:00:00Z'));
    expect(grant).toMatchObject({ kind: 'extended', planId: 'enterprise' });
    expect(await userRow(user.id)).toMatchObject({ planId: 'enterprise', planExpiresAt: null });
  });
});
