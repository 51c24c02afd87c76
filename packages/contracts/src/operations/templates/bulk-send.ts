import { z } from 'zod';
import { ZMessageValues } from '../../i18n/message-values.js';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { ZTemplateParams } from '../path-params.js';

/** Where a bulk send is: checked (nothing sent), sending, or done. */
export const BULK_SEND_STATUSES = ['checked', 'sending', 'done'] as const;
/** Each row: refused by the check, ready to send, queued, sent, failed when sending, or left out (only valid rows were sent). */
export const BULK_ROW_STATUSES = ['invalid', 'ready', 'queued', 'sent', 'failed', 'skipped'] as const;

/** A problem, as a catalogue key with its values, so it reads in the viewer's language. */
export const ZBulkProblem = z.object({ key: z.string(), values: ZMessageValues.default({}) });

export const ZBulkRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  status: z.enum(BULK_ROW_STATUSES),
  /** Who the row is for (the first role's name and e-mail), to tell rows apart. */
  label: z.string(),
  errors: z.array(ZBulkProblem.extend({ column: z.string() })),
  /** Why sending failed (a send rule, the quota). */
  failure: ZBulkProblem.nullable(),
  agreementId: ZIdOut.nullable(),
});

export const ZBulkSend = z.object({
  id: ZIdOut,
  templateId: ZIdOut,
  version: z.number().int(),
  fileName: z.string(),
  status: z.enum(BULK_SEND_STATUSES),
  /** Problems of the whole file: a missing column, no rows, too many rows, not enough quota. */
  fileErrors: z.array(ZBulkProblem),
  counts: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int(), queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  /** Signature requests the owner's plan has left (null: no limit). */
  quotaLeft: z.number().int().nullable(),
  rows: z.array(ZBulkRow),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type BulkSend = z.infer<typeof ZBulkSend>;

/** `{bulkSendId}`. */
export const ZBulkSendParams = z.object({ bulkSendId: ZId });

/** A CSV file with the columns of the template's latest version and one example row. */
export const getBulkSendSample = defineOperation({
  id: 'getBulkSendSample',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/templates/{templateId}/bulk-sample',
  summary: 'A sample CSV for a bulk send of the template: one column per role name and e-mail and per field to fill',
  auth: 'session',
  params: ZTemplateParams,
  response: fileResponse('text/csv'),
});

/**
 * Uploads a CSV or XLSX file (multipart, field "file") and checks every row against the
 * template's latest version: nothing is sent. The answer lists problems by row and column.
 */
export const checkBulkSend = defineOperation({
  id: 'checkBulkSend',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/templates/{templateId}/bulk-sends',
  summary: 'Check a CSV or XLSX file for a bulk send (a dry run: nothing is sent)',
  auth: 'session',
  params: ZTemplateParams,
  multipart: { fileField: 'file', fields: z.object({}) },
  response: ZBulkSend,
});

/**
 * Sends a checked file: every row when all are valid, or only the valid ones when
 * `onlyValid` (403 'bulk_has_invalid_rows' otherwise; 7206 when the plan's quota does not
 * cover them). Rows go out as durable jobs in chunks; poll getBulkSend for each row's state.
 */
export const startBulkSend = defineOperation({
  id: 'startBulkSend',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/bulk-sends/{bulkSendId}/send',
  summary: 'Send a checked bulk send',
  auth: 'session',
  idempotent: true,
  blockRepeats: true,
  params: ZBulkSendParams,
  body: z.object({ onlyValid: z.boolean().default(false) }),
  response: ZBulkSend,
});

export const getBulkSend = defineOperation({
  id: 'getBulkSend',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/bulk-sends/{bulkSendId}',
  summary: "A bulk send and each row's state",
  auth: 'session',
  params: ZBulkSendParams,
  response: ZBulkSend,
});
