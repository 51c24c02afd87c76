import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, type CompanyProfileInput } from '@signet/contracts';
import { newestOutboxId, readLatestMail, registerAccount, uniqueEmail } from '../../../test/helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile, uniqueIp } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { buildMeta } from '../../../test/helpers/factories.js';
import { companyInvitations, users } from '../../db/schema/index.js';
import { createSession } from '../../domain/session/create-session.js';
import { giveSeats } from '../../../test/helpers/company-seats.js';

const ACME: CompanyProfileInput = { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null };

describe.each(databaseTargets())('companies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const makeCompany = async (token: string, profile: Partial<typeof ACME> = {}) => {
    const answer = await callOperation(t, contract.createCompany, { body: { ...ACME, ...profile } }, { token });
    expect(answer.code).toBe(200);
    // Seats enough for the people these tests invite (company-seats.test.ts covers the seats themselves).
    await giveSeats(t.database.db, answer.result.company.id);
    return answer.result.company;
  };
  const userInfo = async (token: string) => (await callOperation(t, contract.getUserInfo, {}, { token })).result;
  /** Invites `email` and returns the token of the link in the mail they get. */
  const invite = async (token: string, companyId: bigint, email: string, role: 'admin' | 'member' = 'member') => {
    const afterId = await newestOutboxId(t, email);
    const answer = await callOperation(t, contract.inviteCompanyMember, { params: { companyId }, body: { email, role } }, { token });
    expect(answer.code).toBe(200);
    const mail = await readLatestMail(t, email, { afterId });
    const link = /https?:\/\/\S+\/join\?t=([\w-]+)/.exec(mail.text ?? '');
    if (!link?.[1]) throw new Error(`no join link in: ${mail.text}`);
    return { invitation: answer.result.invitation, linkToken: link[1], mail };
  };
  /** A signed-in user who joined `companyId` by invitation, with that role. */
  const join = async (ownerToken: string, companyId: bigint, role: 'admin' | 'member' = 'member') => {
    const person = await signInUser(t.database.db);
    const { linkToken } = await invite(ownerToken, companyId, person.user.email ?? '', role);
    const accepted = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: linkToken } }, { token: person.token });
    expect(accepted.code).toBe(200);
    return person;
  };

  it('creates a company whose maker is its owner, and this device works in it at once', async () => {
    const ann = await signInUser(t.database.db);
    expect((await userInfo(ann.token)).companyId).toBeNull();
    const company = await makeCompany(ann.token);
    expect(company).toMatchObject({ displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', myRole: 'owner', memberCount: 1 });
    expect((await userInfo(ann.token)).companyId).toBe(company.id);
    const listed = await callOperation(t, contract.listCompanies, {}, { token: ann.token });
    expect(listed.result.list.map((c) => c.displayName)).toEqual(['Acme']);
    // Back to the personal space, and into the company again: the choice is this device's.
    expect((await callOperation(t, contract.switchWorkspace, { body: { companyId: null } }, { token: ann.token })).result.companyId).toBeNull();
    expect((await userInfo(ann.token)).companyId).toBeNull();
    await callOperation(t, contract.switchWorkspace, { body: { companyId: company.id } }, { token: ann.token });
    const otherDevice = await createSession(t.database.db, { userId: ann.user.id, meta: buildMeta({ id: 'device-2' }), ttlMs: 3_600_000 });
    expect((await userInfo(otherDevice.token)).companyId).toBeNull();
    expect((await userInfo(ann.token)).companyId).toBe(company.id);
  });

  it('checks a China-region registration number by its check character and says what is wrong', async () => {
    const ann = await signInUser(t.database.db);
    const wrong = await callOperation(t, contract.createCompany, { body: { ...ACME, region: 'cn', registrationNumber: '91350100M000100Y44' } }, { token: ann.token });
    expect(wrong.code).toBe(ErrorCode.ParameterError);
    expect(wrong.msg).toBe('This unified social credit code is not valid: its last character does not match the others. Check it against the business licence.');
    const short = await callOperation(t, contract.createCompany, { body: { ...ACME, region: 'cn', registrationNumber: '9135' } }, { token: ann.token, locale: 'zh-CN' });
    expect(short.msg).toBe('统一社会信用代码为 18 位。');
    const made = await makeCompany(ann.token, { region: 'cn', registrationNumber: '9135 0100 m000 100y43' });
    expect(made.registrationNumber).toBe('91350100M000100Y43');
    // Outside China the number is the register's own and is not checked.
    expect((await makeCompany(ann.token, { registrationNumber: 'HRB 12345' })).registrationNumber).toBe('HRB 12345');
  });

  it('refuses to switch into a company the caller does not belong to', async () => {
    const ann = await signInUser(t.database.db);
    const bo = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const refused = await callOperation(t, contract.switchWorkspace, { body: { companyId: company.id } }, { token: bo.token });
    expect(refused.code).toBe(ErrorCode.NotCompanyMember);
    expect((await userInfo(bo.token)).companyId).toBeNull();
    expect((await callOperation(t, contract.getCompany, { params: { companyId: company.id } }, { token: bo.token })).code).toBe(ErrorCode.NotCompanyMember);
  });

  it('invites by e-mail: the link joins the invited address only, once, and a resent link replaces the old one', async () => {
    const ann = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const bo = await signInUser(t.database.db);
    const boEmail = bo.user.email ?? '';
    const first = await invite(ann.token, company.id, boEmail, 'admin');
    expect(first.mail.subject).toBe(`${ann.user.name} invited you to join Acme on Signet`);
    expect(first.mail.text).toContain('You will be an admin');
    expect((await callOperation(t, contract.inviteCompanyMember, { params: { companyId: company.id }, body: { email: boEmail, role: 'member' } }, { token: ann.token })).msg).toBe(
      `${boEmail} is already a member or has an open invitation.`,
    );

    const resent = await callOperation(t, contract.resendCompanyInvitation, { params: { companyId: company.id, invitationId: first.invitation.id } }, { token: ann.token });
    expect(resent.code).toBe(200);
    const again = await readLatestMail(t, boEmail, { afterId: first.mail.id });
    const newToken = /join\?t=([\w-]+)/.exec(again.text ?? '')?.[1] ?? '';
    expect(newToken).not.toBe(first.linkToken);
    expect((await callOperation(t, contract.acceptCompanyInvitation, { body: { token: first.linkToken } }, { token: bo.token })).code).toBe(ErrorCode.InvitationUnusable);

    const preview = await callOperation(t, contract.previewCompanyInvitation, { body: { token: newToken } }, { ip: uniqueIp() });
    expect(preview.result.invitation).toEqual({ companyName: 'Acme', invitedBy: ann.user.name, email: boEmail, role: 'admin', status: 'pending', hasAccount: true });

    const stranger = await signInUser(t.database.db);
    const wrongPerson = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: newToken } }, { token: stranger.token });
    expect(wrongPerson.code).toBe(ErrorCode.InvitationForAnotherEmail);
    expect(wrongPerson.msg).toBe(`This invitation was sent to ${boEmail}. Sign in with that address to accept it.`);

    const accepted = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: newToken } }, { token: bo.token });
    expect(accepted.result.company).toMatchObject({ id: company.id, myRole: 'admin', memberCount: 2 });
    expect((await userInfo(bo.token)).companyId).toBe(company.id);
    const twice = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: newToken } }, { token: bo.token });
    expect(twice.msg).toBe('This invitation has already been accepted.');
  });

  it('lets someone without an account sign up with the invited address and join in one go', async () => {
    const ann = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const email = uniqueEmail('cy');
    const { linkToken } = await invite(ann.token, company.id, email);
    expect((await callOperation(t, contract.previewCompanyInvitation, { body: { token: linkToken } }, { ip: uniqueIp() })).result.invitation.hasAccount).toBe(false);
    const cy = await registerAccount(t, { email, name: 'Cy Wu' });
    const accepted = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: linkToken } }, { token: cy.token });
    expect(accepted.result.company.myRole).toBe('member');
    const members = await callOperation(t, contract.listCompanyMembers, { params: { companyId: company.id } }, { token: ann.token });
    expect(members.result.members.map((m) => [m.name, m.role])).toEqual([
      [ann.user.name, 'owner'],
      ['Cy Wu', 'member'],
    ]);
    expect(members.result.invitations).toEqual([]);
  });

  it('withdrawn and expired invitations say so', async () => {
    const ann = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const bo = await signInUser(t.database.db);
    const { invitation, linkToken } = await invite(ann.token, company.id, bo.user.email ?? '');
    expect((await callOperation(t, contract.revokeCompanyInvitation, { params: { companyId: company.id, invitationId: invitation.id } }, { token: ann.token })).code).toBe(200);
    const revoked = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: linkToken } }, { token: bo.token, locale: 'zh-CN' });
    expect([revoked.code, revoked.msg]).toEqual([ErrorCode.InvitationUnusable, '此邀请已被撤回。']);
    const second = await invite(ann.token, company.id, bo.user.email ?? '');
    await t.database.db.update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.id, second.invitation.id));
    const expired = await callOperation(t, contract.acceptCompanyInvitation, { body: { token: second.linkToken } }, { token: bo.token });
    expect(expired.msg).toBe('This invitation has expired. Ask the company to send it again.');
    expect((await callOperation(t, contract.previewCompanyInvitation, { body: { token: second.linkToken } }, { ip: uniqueIp() })).result.invitation.status).toBe('expired');
    // An expired invitation does not block a new one.
    expect((await invite(ann.token, company.id, bo.user.email ?? '')).invitation.email).toBe(bo.user.email);
  });

  it('roles decide: members cannot manage, admins cannot touch the owner, the owner hands over before leaving', async () => {
    const ann = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const admin = await join(ann.token, company.id, 'admin');
    const member = await join(ann.token, company.id, 'member');
    const byMember = await callOperation(t, contract.inviteCompanyMember, { params: { companyId: company.id }, body: { email: uniqueEmail(), role: 'member' } }, { token: member.token });
    expect([byMember.code, byMember.msg]).toEqual([ErrorCode.CompanyRoleTooLow, "Only the company's owner or an admin may do this."]);
    expect((await callOperation(t, contract.listCompanyMembers, { params: { companyId: company.id } }, { token: member.token })).result.invitations).toEqual([]);
    expect((await invite(admin.token, company.id, uniqueEmail())).invitation.role).toBe('member');

    const demoteOwner = await callOperation(t, contract.changeCompanyMemberRole, { params: { companyId: company.id, userId: ann.user.id }, body: { role: 'member' } }, { token: admin.token });
    expect(demoteOwner.code).toBe(ErrorCode.OwnerStays);
    expect((await callOperation(t, contract.removeCompanyMember, { params: { companyId: company.id, userId: ann.user.id } }, { token: admin.token })).code).toBe(ErrorCode.OwnerStays);
    expect((await callOperation(t, contract.leaveCompany, { params: { companyId: company.id } }, { token: ann.token })).msg).toBe('The owner stays in the company. Hand it to another member first.');
    expect((await callOperation(t, contract.transferCompanyOwnership, { params: { companyId: company.id }, body: { userId: member.user.id } }, { token: admin.token })).code).toBe(ErrorCode.CompanyRoleTooLow);

    const promoted = await callOperation(t, contract.changeCompanyMemberRole, { params: { companyId: company.id, userId: member.user.id }, body: { role: 'admin' } }, { token: admin.token });
    expect(promoted.result.member.role).toBe('admin');
    const handed = await callOperation(t, contract.transferCompanyOwnership, { params: { companyId: company.id }, body: { userId: admin.user.id } }, { token: ann.token });
    expect(handed.result.members.filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([admin.user.id]);
    expect(handed.result.members.find((m) => m.userId === ann.user.id)?.role).toBe('admin');
    expect((await callOperation(t, contract.leaveCompany, { params: { companyId: company.id } }, { token: ann.token })).code).toBe(200);
    expect((await userInfo(ann.token)).companyId).toBeNull();
    expect((await callOperation(t, contract.listCompanies, {}, { token: ann.token })).result.list).toEqual([]);
  });

  it('ends a removed member’s access at once: their next request in the company is refused, on every device', async () => {
    const ann = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const bo = await join(ann.token, company.id);
    const boPhone = await createSession(t.database.db, { userId: bo.user.id, meta: buildMeta({ id: 'phone' }), ttlMs: 3_600_000 });
    await callOperation(t, contract.switchWorkspace, { body: { companyId: company.id } }, { token: boPhone.token });
    expect((await userInfo(bo.token)).companyId).toBe(company.id);

    expect((await callOperation(t, contract.removeCompanyMember, { params: { companyId: company.id, userId: bo.user.id } }, { token: ann.token })).code).toBe(200);
    for (const token of [bo.token, boPhone.token]) {
      const next = await callOperation(t, contract.listAgreements, { query: {} }, { token });
      expect([next.code, next.msg]).toEqual([ErrorCode.NotCompanyMember, 'You are not a member of this company. Your personal space is shown instead.']);
      expect(next.data).toEqual({ companyId: company.id, workspaceEnded: true });
      // Then the device works in the personal space, where nothing of the company is.
      expect((await userInfo(token)).companyId).toBeNull();
    }
    expect((await callOperation(t, contract.getCompany, { params: { companyId: company.id } }, { token: bo.token })).code).toBe(ErrorCode.NotCompanyMember);
    expect((await callOperation(t, contract.switchWorkspace, { body: { companyId: company.id } }, { token: bo.token })).code).toBe(ErrorCode.NotCompanyMember);
  });

  it('keeps an activity log that admins read, newest first, page by page', async () => {
    const ann = await signInUser(t.database.db);
    const company = await makeCompany(ann.token);
    const bo = await join(ann.token, company.id, 'admin');
    await callOperation(t, contract.updateCompany, { params: { companyId: company.id }, body: { ...ACME, displayName: 'Acme Group' } }, { token: bo.token });
    const log = await callOperation(t, contract.listCompanyActivity, { params: { companyId: company.id }, query: { limit: 3 } }, { token: ann.token });
    expect(log.result.list.map((e) => [e.kind, e.actor])).toEqual([
      ['settings_changed', bo.user.name],
      ['joined', bo.user.name],
      ['invited', ann.user.name],
    ]);
    expect(log.result.more).toBe(true);
    const rest = await callOperation(t, contract.listCompanyActivity, { params: { companyId: company.id }, query: { before: log.result.list[2]?.id, limit: 3 } }, { token: ann.token });
    expect(rest.result.list.map((e) => e.kind)).toEqual(['created']);
    const member = await join(ann.token, company.id, 'member');
    expect((await callOperation(t, contract.listCompanyActivity, { params: { companyId: company.id }, query: {} }, { token: member.token })).code).toBe(ErrorCode.CompanyRoleTooLow);

    // The export: every line, oldest first, readable by a spreadsheet, and a name cannot become a formula.
    await t.database.db.update(users).set({ name: '=HYPERLINK("http://evil.example")' }).where(eq(users.id, member.user.id));
    await callOperation(t, contract.leaveCompany, { params: { companyId: company.id } }, { token: member.token });
    const csv = await fetchFile(t, contract.exportCompanyActivity, { params: { companyId: company.id } }, { token: bo.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,event,by,concerning,role');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['created', 'invited', 'joined', 'settings_changed', 'invited', 'joined', 'left']);
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect((await fetchFile(t, contract.exportCompanyActivity, { params: { companyId: company.id } }, { token: member.token })).statusCode).toBe(400);
  });
});
