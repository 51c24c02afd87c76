import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { users } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';
import { answerOf, uniqueIp } from './call-operation.js';
import { signInUser } from './factories.js';

/** A multipart/form-data body as a browser's FormData sends it: text fields first, then the file. */
export function multipartBody(field: string, fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----signet${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  const encodedName = fileName.replace(/"/g, '%22');
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${encodedName}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads one file as the web client does; the envelope is parsed losslessly. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  fileName: string,
  bytes: Buffer,
  options: { fields?: Record<string, string>; locale?: string } = {},
) {
  const body = multipartBody('file', fileName, bytes, options.fields);
  const res = await t.app.inject({
    method: 'POST',
    url: contract.uploadDocument.path,
    remoteAddress: uniqueIp(),
    headers: {
      'content-type': body.contentType,
      ...(token ? { 'x-token': token } : {}),
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
    payload: body.payload,
  });
  return answerOf(contract.uploadDocument, res);
}

/** A signed-in user on the given plan (set in the database, as a purchase would). */
export async function signInOnPlan(t: TestApp, planId: 'free' | 'individual' | 'enterprise' = 'free') {
  const signedIn = await signInUser(t.database.db);
  if (planId !== 'free') await t.database.db.update(users).set({ planId }).where(eq(users.id, signedIn.user.id));
  return signedIn;
}
