import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) => bigint(name, { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' });

/** A company workspace (issue 32): several people working under one name. */
export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    displayName: text('display_name').notNull(),
    legalName: text('legal_name').notNull(),
    /** 'intl' or 'cn': where it is registered, which decides how its registration number is checked. */
    region: text('region').notNull(),
    /** For 'cn' the unified social credit code, stored normalised (upper case, no spaces). */
    registrationNumber: text('registration_number'),
    createdBy: userRef('created_by'),
    /** What recipients see (issue 32): the stored logo (a PNG made by set-company-branding), and the accent colour `#rrggbb`. */
    logoKey: text('logo_key'),
    accentColor: text('accent_color'),
    /** The company's plan (issue 32): 'free', or 'enterprise' until `plan_expires_at` with `seats` seats. */
    planId: text('plan_id').notNull().default('free'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true, mode: 'date' }),
    /** Seats bought or redeemed; in force while the plan is (LIMITS.freeCompanySeats otherwise). */
    seats: integer('seats').notNull().default(0),
    /** Signature requests sent in the company's workspace, counted against its plan's quota (work-plan.ts). */
    signaturesUsed: integer('signatures_used').notNull().default(0),
    /**
     * A subscription that renews the plan by itself (Stripe): the provider, its ids for the paying
     * customer and the subscription, whether it renews at the period's end, and when its last
     * renewal failed (cleared by the next payment). Prepaid plans (licence codes, Alipay, WeChat Pay) have none.
     */
    billingProvider: text('billing_provider'),
    billingCustomerRef: text('billing_customer_ref'),
    billingSubscriptionRef: text('billing_subscription_ref'),
    renews: boolean('renews').notNull().default(false),
    renewalFailedAt: at('renewal_failed_at'),
    /** Members must have passed a second factor on their device to do company work (issue 35). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /**
     * Who takes over the company work of a member who leaves by themselves (issue 32), as an admin
     * picked it; the owner when unset or no longer a member. A removal names its own.
     */
    leaversWorkTo: userRef('leavers_work_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('companies_region_check', sql`${table.region} in ('intl', 'cn')`),
    check('companies_plan_check', sql`${table.planId} in ('free', 'enterprise') and ${table.seats} >= 0`),
    uniqueIndex('companies_subscription_key').on(table.billingProvider, table.billingSubscriptionRef),
  ],
);

/** Who belongs to a company and as what; exactly one owner per company. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: bigint('company_id', { mode: 'bigint' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('company_members_user_idx').on(table.userId),
    uniqueIndex('company_members_one_owner').on(table.companyId).where(sql`${table.role} = 'owner'`),
    check('company_members_role_check', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

/**
 * An invitation to join by e-mail. Only a SHA-256 of the link's token is kept; resending makes
 * a new token (the old link stops working) and a new week. At most one open invitation per address.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: idColumn(),
    companyId: bigint('company_id', { mode: 'bigint' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower case, as users' e-mails are stored. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: userRef('invited_by'),
    sentAt: at('sent_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: userRef('accepted_by'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('company_invitations_open_email').on(table.companyId, table.email).where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('company_invitations_role_check', sql`${table.role} in ('admin', 'member')`),
  ],
);

/**
 * The company's activity log: who did what to whom. Names are copied in at the time, so the
 * log reads the same after someone leaves or is renamed.
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: idColumn(),
    companyId: bigint('company_id', { mode: 'bigint' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: userRef('actor_id'),
    actorName: text('actor_name').notNull(),
    subject: text('subject').notNull().default(''),
    role: text('role'),
    at: createdAt(),
  },
  (table) => [index('company_events_company_idx').on(table.companyId, table.id)],
);
