import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS, ErrorCode, readErrorData } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { companyWithMembers } from '../../../test/helpers/company-seals.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { turnOnTotp } from '../../../test/helpers/two-factor.js';

describe.each(databaseTargets())('a company that requires two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const requireIt = (token: string, companyId: bigint, required = true) =>
    callOperation(t, contract.setCompanyTwoFactorRequirement, { params: { companyId }, body: { required } }, { token });
  const switchTo = (token: string, companyId: bigint | null) => callOperation(t, contract.switchWorkspace, { body: { companyId } }, { token });

  it('is switched on only by an owner or admin who has it on themselves', async () => {
    const { owner, companyId, members } = await companyWithMembers(t, 'Acme Ltd', 1);
    expect((await requireIt(members[0]?.token ?? '', companyId)).code).toBe(8202);
    expect(await requireIt(owner.token, companyId)).toMatchObject({ code: 8418, msg: enUS.http_error_8418 });
    await turnOnTotp(t, owner.token);
    const res = await requireIt(owner.token, companyId);
    expect(res.result.company.requireTwoFactor).toBe(true);
  });

  it('keeps members without it out of company work, yet their own security settings stay open', async () => {
    const { owner, companyId, members } = await companyWithMembers(t, 'Acme Ltd', 1);
    const member = members[0];
    if (!member) throw new Error('no member');
    // The member works in the company before the rule comes.
    expect((await switchTo(member.token, companyId)).code).toBe(200);
    await turnOnTotp(t, owner.token);
    await requireIt(owner.token, companyId);

    const refused = await callOperation(t, contract.listAgreements, { query: {} }, { token: member.token });
    expect(refused).toMatchObject({ code: 8419, msg: enUS.http_error_8419 });
    expect(readErrorData(ErrorCode.CompanyRequiresTwoFactor, refused.data)).toEqual({ companyId, workspaceEnded: true });
    // Back in the personal space: their account and its security settings answer.
    const info = await callOperation(t, contract.getUserInfo, {}, { token: member.token });
    expect(info.result.companyId).toBeNull();
    const status = await callOperation(t, contract.getTwoFactorStatus, {}, { token: member.token });
    expect(status.result.requiredBy).toEqual([{ companyId, displayName: '示例科技' }]);
    expect((await switchTo(member.token, companyId)).code).toBe(8419);

    await turnOnTotp(t, member.token);
    expect((await switchTo(member.token, companyId)).code).toBe(200);
    expect((await callOperation(t, contract.listAgreements, { query: {} }, { token: member.token })).code).toBe(200);
  });

  it('lets everyone back in once it is switched off', async () => {
    const { owner, companyId, members } = await companyWithMembers(t, 'Acme Ltd', 1);
    await turnOnTotp(t, owner.token);
    await requireIt(owner.token, companyId);
    expect((await switchTo(members[0]?.token ?? '', companyId)).code).toBe(8419);
    expect((await requireIt(owner.token, companyId, false)).result.company.requireTwoFactor).toBe(false);
    expect((await switchTo(members[0]?.token ?? '', companyId)).code).toBe(200);
  });
});
