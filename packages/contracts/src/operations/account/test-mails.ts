import { z } from 'zod';
import { ZId } from '../../ids.js';
import { defineOperation } from '../../operation.js';
import { ZOutboxMessage, ZOutboxMessageSummary } from '../dev/outbox.js';

/** How many test mails the list shows: the newest; older ones stay in the outbox. */
export const TEST_MAILS_PER_PAGE = 100;

/**
 * The mail Signet would have sent about this account's test agreements (issue 38: made with a
 * `sgk_test_…` key), newest first. Nothing about a test agreement leaves Signet: invitations,
 * reminders, codes (text messages too), completion and notices are kept here, for their owner only.
 * A test key may read them too, so an integration's tests can follow a signing link.
 */
export const listTestMails = defineOperation({
  id: 'listTestMails',
  service: 'account',
  method: 'GET',
  path: '/v1/user/test-mails',
  summary: "Mail kept instead of sent for this account's test agreements",
  auth: 'session',
  response: z.object({ messages: z.array(ZOutboxMessageSummary) }),
});

/** One of the account's test mails with its text and HTML; another account's (or an ordinary outbox message) answers 404. */
export const getTestMail = defineOperation({
  id: 'getTestMail',
  service: 'account',
  method: 'GET',
  path: '/v1/user/test-mails/{mailId}',
  summary: 'Read one test mail',
  auth: 'session',
  params: z.object({ mailId: ZId }),
  response: ZOutboxMessage,
});
