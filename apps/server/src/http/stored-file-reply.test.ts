import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { registerAccount } from '../../test/helpers/accounts.js';
import { fetchFile } from '../../test/helpers/call-operation.js';
import { databaseTargets, runsOnPglite } from '../../test/helpers/database.js';
import { upload } from '../../test/helpers/drive.js';
import { makePdf } from '../../test/helpers/sample-files.js';
import { requestedRange } from './stored-file-reply.js';

describe.runIf(runsOnPglite())('requestedRange', () => {
  const etag = '"abc"';
  it('reads one range, a suffix and an open end; several ranges, bad syntax or another version mean the whole file', () => {
    expect(requestedRange('bytes=0-99', undefined, etag, 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=-100', undefined, etag, 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=990-', undefined, etag, 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=900-5000', undefined, etag, 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=0-9,20-29', undefined, etag, 1000)).toBeNull();
    expect(requestedRange('pages=1', undefined, etag, 1000)).toBeNull();
    expect(requestedRange('bytes=0-9', '"older"', etag, 1000)).toBeNull();
    expect(requestedRange('bytes=0-9', etag, etag, 1000)).toEqual({ start: 0, end: 9 });
    expect(requestedRange(undefined, undefined, etag, 1000)).toBeNull();
    expect(requestedRange('bytes=1000-1100', undefined, etag, 1000)).toBe('unsatisfiable');
  });
});

/** A viewer reads a long PDF by ranges: page 1 shows before the rest of the file has come. */
describe.each(databaseTargets())('byte ranges of a document file on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let documentId: bigint;
  let whole: Buffer;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    token = (await registerAccount(t)).token;
    documentId = (await upload(t, token, 'long.pdf', await makePdf(40))).result.id;
    const full = await fetchFile(t, contract.getDocumentFile, { params: { documentId } }, { token });
    whole = full.rawPayload;
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>) => fetchFile(t, contract.getDocumentFile, { params: { documentId } }, { token, headers });

  it('says it takes ranges, and answers one with just those bytes', async () => {
    const full = await get({});
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(Number(full.headers['content-length'])).toBe(whole.length);

    const head = await get({ range: 'bytes=0-1023' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-1023/${whole.length}`);
    expect(head.headers['content-length']).toBe('1024');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.rawPayload).toEqual(whole.subarray(0, 1024));

    const tail = await get({ range: 'bytes=-200', 'accept-encoding': 'br, gzip' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-encoding']).toBeUndefined();
    expect(tail.rawPayload).toEqual(whole.subarray(whole.length - 200));
    expect(tail.rawPayload.toString('latin1')).toContain('%%EOF');
  });

  it('refuses a range past the end with 416, and sends the whole file when the version asked for has changed', async () => {
    const past = await get({ range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);

    const changed = await get({ range: 'bytes=0-9', 'if-range': '"another-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toEqual(whole);

    const same = await get({ range: 'bytes=0-9', 'if-range': String(changed.headers.etag) });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload).toEqual(whole.subarray(0, 10));
  });
});
