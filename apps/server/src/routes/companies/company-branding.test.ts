import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { newestOutboxId, readLatestMail, uniqueEmail } from '../../../test/helpers/accounts.js';
import { readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { giveSeats } from '../../../test/helpers/company-seats.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { bind, latestLink, signerView } from '../../../test/helpers/signing.js';
import { companyMembers } from '../../db/schema/index.js';

const pngDataUrl = async (width: number, height: number) =>
  `data:image/png;base64,${(await sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).png().toBuffer()).toString('base64')}`;

/** Issue 32, point 5: a company's logo and accent colour, on its mails and its recipients' signing pages. */
describe.each(databaseTargets())('a company’s look on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const brand = (token: string, companyId: bigint, body: { logo?: string | null; accentColor?: string | null }) =>
    callOperation(t, contract.setCompanyBranding, { params: { companyId }, body }, { token });

  it('keeps a re-encoded logo and a readable accent, refuses SVG and light colours, and lets only owner and admins change them', async () => {
    const ann = await signInUser(t.database.db);
    const company = (await callOperation(t, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } }, { token: ann.token })).result.company;
    expect(company.branding).toEqual({ logoUrl: null, accentColor: null });

    const set = await brand(ann.token, company.id, { logo: await pngDataUrl(900, 300), accentColor: '#1D4ED8' });
    expect(set.code).toBe(200);
    const { logoUrl, accentColor } = set.result.company.branding ?? { logoUrl: null, accentColor: null };
    expect(accentColor).toBe('#1d4ed8');
    expect(logoUrl).toMatch(/^\/v1\/public\/company-logos\/\d+-[0-9a-f]{16}\.png$/);
    // The logo is public (recipients have no account), a PNG at most 120 px high.
    const image = await t.app.inject({ method: 'GET', url: logoUrl ?? '' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', height: 120, width: 360 });

    const light = await brand(ann.token, company.id, { accentColor: '#fbbf24' });
    expect(light.code).toBe(ErrorCode.ParameterError);
    expect(light.msg).toBe('White text on this colour has a contrast of only 1.6:1; choose a darker one (at least 4.5:1) so buttons stay readable.');
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    expect((await brand(ann.token, company.id, { logo: svg })).msg).toBe('A logo must be a PNG, JPEG or WebP image. SVG is not accepted.');

    // A member may not change it; an outsider is not in the company at all.
    await giveSeats(t.database.db, company.id);
    const member = await signInUser(t.database.db);
    await t.database.db.insert(companyMembers).values({ companyId: company.id, userId: member.user.id, role: 'member' });
    expect((await brand(member.token, company.id, { accentColor: '#000000' })).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect((await brand((await signInUser(t.database.db)).token, company.id, { accentColor: '#000000' })).code).toBe(ErrorCode.NotCompanyMember);

    // Removing the logo: the old file is gone, the colour stays.
    const removed = await brand(ann.token, company.id, { logo: null });
    expect(removed.result.company.branding).toEqual({ logoUrl: null, accentColor: '#1d4ed8' });
    expect((await t.app.inject({ method: 'GET', url: logoUrl ?? '' })).statusCode).toBe(404);
  });

  it('shows the company’s logo and accent on its invitation mail and its signing page', async () => {
    const ann = await signInUser(t.database.db);
    const company = (await callOperation(t, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } }, { token: ann.token })).result.company;
    const logoUrl = (await brand(ann.token, company.id, { logo: await pngDataUrl(200, 100), accentColor: '#0f766e' })).result.company.branding?.logoUrl ?? '';
    const client = uniqueEmail('client');
    const afterId = await newestOutboxId(t, client);
    const draft = await readyDraft(t, ann.token, { recipients: [signer('Rae Client', client)] });
    expect((await sendAgreement(t, ann.token, draft.id, draft.revision)).code).toBe(200);
    const mail = await readLatestMail(t, client, { afterId });
    expect(mail.html).toContain(`<img src="${new URL(logoUrl, t.config.publicUrl).toString()}" alt="Acme Ltd" height="40"`);
    expect(mail.html).toContain('background:#0f766e;color:#fff');
    const link = await latestLink(t, client, afterId);
    const bound = await bind(t, link);
    expect((await signerView(t, link.recipientId, { signerToken: bound.result.signerToken })).result.sender.brand).toEqual({ companyName: 'Acme Ltd', logoUrl, accentColor: '#0f766e' });
  });
});
