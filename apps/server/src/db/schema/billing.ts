import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) => bigint(name, { mode: 'bigint' }).references(() => users.id, { onDelete: 'cascade' });

/**
 * A purchase of a plan for a period (issue 17). The price is the catalogue's when the order was
 * made, never the client's. Pending until its provider says it is paid; paying grants once.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    userId: userRef('user_id').notNull(),
    planId: text('plan_id').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    /** In the currency's smallest unit (cents, fen). */
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'),
    /**
     * A company's seats (issue 32): the Enterprise plan for `company_id` with `seats` seats, paid by
     * `user_id` (its owner). Both null for a person's plan; seats stay if the company is deleted.
     */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id, { onDelete: 'set null' }),
    seats: integer('seats'),
    /** For a company's seats, the time this payment bought (a person's is on its entitlement). */
    serviceStartsAt: at('service_starts_at'),
    serviceEndsAt: at('service_ends_at'),
    /** 'purchase' (the buyer went through checkout) or 'renewal' (a subscription renewed itself; paid when made). */
    kind: text('kind').notNull().default('purchase'),
    /** Which payment provider takes the money ('stripe', 'alipay', 'wechatpay'). */
    provider: text('provider').notNull(),
    /** The provider's id for this payment (a Stripe Checkout session), once it has one. */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('orders_provider_ref_key').on(table.provider, table.providerRef),
    check('orders_status_check', sql`${table.status} in ('pending', 'paid', 'canceled')`),
    check('orders_period_check', sql`${table.period} in ('month', 'year')`),
    check('orders_kind_check', sql`${table.kind} in ('purchase', 'renewal')`),
    check('orders_seats_check', sql`${table.seats} is null or ${table.seats} >= 1`),
  ],
);

/**
 * Licence codes (issue 17) for self-hosters and resellers, made by `npm run admin -- codes create`.
 * Only a SHA-256 of the normalised code is kept: codes carry 100 random bits, so the hash
 * cannot be turned back into a code, and the table alone redeems nothing.
 */
export const licenceCodes = pgTable(
  'licence_codes',
  {
    id: idColumn(),
    codeHash: text('code_hash').notNull(),
    planId: text('plan_id').notNull(),
    period: text('period').notNull(),
    /** Seats for a company (issue 32): an Enterprise code for a company's workspace; null for a person's plan. */
    seats: integer('seats'),
    /** A label for the batch the admin made it in (a reseller, a campaign). */
    batch: text('batch').notNull().default(''),
    createdAt: createdAt(),
    redeemedBy: bigint('redeemed_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at'),
  },
  (table) => [
    uniqueIndex('licence_codes_hash_key').on(table.codeHash),
    check('licence_codes_period_check', sql`${table.period} in ('month', 'year')`),
    check('licence_codes_seats_check', sql`${table.seats} is null or (${table.seats} >= 1 and ${table.planId} = 'enterprise')`),
  ],
);

/** What one paid order or redeemed code granted: a plan from a start to an end. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: idColumn(),
    userId: userRef('user_id').notNull(),
    /** The plan the time was granted on (a lower plan's code adds its value to a higher plan in force). */
    planId: text('plan_id').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    orderId: bigint('order_id', { mode: 'bigint' }).references(() => orders.id, { onDelete: 'cascade' }),
    licenceCodeId: bigint('licence_code_id', { mode: 'bigint' }).references(() => licenceCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('entitlements_user_idx').on(table.userId, table.startsAt),
    // One grant per order and per code, whatever retries or replayed webhooks do.
    uniqueIndex('entitlements_order_key').on(table.orderId),
    uniqueIndex('entitlements_code_key').on(table.licenceCodeId),
  ],
);

/**
 * Every change of an account's plan (issue 17): granted, extended, upgraded, expired. The
 * account's row holds the plan in force (users.plan_id, plan_expires_at); this is its history.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: idColumn(),
    userId: userRef('user_id').notNull(),
    kind: text('kind').notNull(),
    planId: text('plan_id').notNull(),
    endsAt: at('ends_at'),
    previousPlanId: text('previous_plan_id').notNull(),
    previousEndsAt: at('previous_ends_at'),
    entitlementId: bigint('entitlement_id', { mode: 'bigint' }).references(() => entitlements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('plan_changes_user_idx').on(table.userId, table.createdAt),
    check('plan_changes_kind_check', sql`${table.kind} in ('granted', 'extended', 'upgraded', 'expired')`),
  ],
);
