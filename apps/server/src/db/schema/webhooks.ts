import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where a user's systems want to hear about their agreements (issue 18). The signing secret is
 * kept as it is (HMAC needs it); after a rotation the previous one signs too until
 * `previous_secret_until`, so a receiver can switch without missing a message.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company whose agreements it hears about (issue 32); null for the maker's personal agreements. */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** 'owner' (switched off) or 'failing' (switched off by Signet); null while on. */
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: at('previous_secret_until'),
    /** When deliveries began failing without a success since; null while healthy. */
    failingSince: at('failing_since'),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId), index('webhook_endpoints_company_idx').on(table.companyId).where(sql`company_id is not null`)],
);

/** One message to one endpoint and its attempts: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    endpointId: bigint('endpoint_id', { mode: 'bigint' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The `webhook-id` header, the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    /** What happened, as plain JSON, kept when it happened (the agreement as it was then). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The JSON body as first sent, and then on every retry and replay; null before the first attempt. */
    payload: text('payload'),
    /** 'pending', 'retrying', 'succeeded', 'failed'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    /** The last answer's body, cut at WEBHOOK_LOG_BODY_LIMIT characters (issue 38); kept with the delivery for 30 days. */
    responseBody: text('response_body'),
    /** About a test-mode agreement, or a "send a test event" message (issue 38). */
    test: boolean('test').notNull().default(false),
    error: text('error'),
    createdAt: createdAt(),
    lastAttemptAt: at('last_attempt_at'),
    nextAttemptAt: at('next_attempt_at'),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt)],
);
