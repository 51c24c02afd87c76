import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@signet/contracts';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { registerAccount } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

describe.each(databaseTargets())('avatars on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const upload = (token: string, url: string) => callOperation(t, contract.uploadAvatar, { body: { dataUrl: url } }, { token });

  it('stores a PNG, answers headerImg with a version, and serves it publicly with a long cache', async () => {
    const { token, uid } = await registerAccount(t);
    const res = await upload(token, dataUrl(PNG));
    expect(res.code).toBe(200);
    const headerImg = String(res.result.headerImg);
    expect(headerImg).toMatch(new RegExp(`^/v1/user/avatar/${uid}-[0-9a-f]{16}\\.png\\?v=\\d+$`));

    const picture = await t.app.inject({ method: 'GET', url: headerImg });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('max-age=31536000');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    expect((await callOperation(t, contract.getUserInfo, {}, { token })).result.headerImg).toBe(headerImg);
  });

  it('replaces the previous file, which then answers 404', async () => {
    const { token } = await registerAccount(t);
    const first = String((await upload(token, dataUrl(PNG))).result.headerImg);
    const second = String((await upload(token, dataUrl(PNG))).result.headerImg);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a non-image disguised as PNG, and an oversized picture, with 403', async () => {
    const { token } = await registerAccount(t);
    const fake = await upload(token, dataUrl(Buffer.from('<svg onload="alert(1)"></svg>')));
    expect(fake).toMatchObject({ code: 403, data: { issues: [{ path: 'dataUrl' }] } });
    const huge = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect((await upload(token, dataUrl(huge))).code).toBe(403);
    expect((await callOperation(t, contract.getUserInfo, {}, { token })).result.headerImg).toBeNull();
  });

  it('serves only avatar names: anything else is a 404', async () => {
    for (const name of ['..%2F..%2Fpglite', 'x.png', '1-0123456789abcdef.svg', '1-0123456789abcdef.png']) {
      expect((await t.app.inject({ method: 'GET', url: `/v1/user/avatar/${name}` })).statusCode).toBe(404);
    }
  });
});
