import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { companyEventsCsv, listCompanyEvents } from '../../domain/company/company-activity.js';
import { acceptInvitation, inviteMember, previewInvitation, resendInvitation, revokeInvitation } from '../../domain/company/company-invitations.js';
import { changeMemberRole, leaveCompany, listMembers, removeMember, setLeaversWorkTo, transferOwnership } from '../../domain/company/company-members.js';
import { createCompany, getCompany, listCompanies, switchWorkspace, updateCompany } from '../../domain/company/companies.js';
import { presentCompanyEvent } from '../../domain/company/present-company.js';
import { hitNamedLimit } from '../../domain/rate-limit/hit-rate-limit.js';
import { bytesFile } from '../../http/bytes-file.js';
import { registerOperation } from '../../http/register-operation.js';
import { passedSecondFactor } from '../../domain/session/second-factor.js';
import { setCompanyTwoFactorRequirement } from '../../domain/two-factor/require-company-two-factor.js';
import { redeemCompanyLicenceCode } from '../../domain/billing/redeem-company-licence-code.js';
import { setCompanyBranding } from '../../domain/branding/set-company-branding.js';
import { LOGO_ROUTE_PREFIX, readCompanyLogo } from '../../domain/company/company-logo.js';
import { sendError } from '../../http/error-handler.js';
import { registerCompanyBillingRoutes } from './company-billing-routes.js';

/** Companies (issue 32): the workspace, its members and invitations, its activity. The domain decides who may. */
export function registerCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const publicUrl = deps.config.publicUrl;

  registerCompanyBillingRoutes(app, deps);
  registerOperation(app, deps, contract.listCompanies, async ({ session }) => ({ list: await listCompanies(db, session.userId) }));
  registerOperation(app, deps, contract.createCompany, async ({ session, body }) => ({
    company: await createCompany(db, { userId: session.userId, sessionId: session.sessionId, profile: body }),
  }));
  registerOperation(app, deps, contract.getCompany, async ({ session, params }) => ({ company: await getCompany(db, params.companyId, session.userId) }));
  registerOperation(app, deps, contract.updateCompany, async ({ session, params, body }) => ({
    company: await updateCompany(db, { companyId: params.companyId, userId: session.userId, profile: body }),
  }));
  registerOperation(app, deps, contract.setCompanyTwoFactorRequirement, async ({ session, params, body }) => ({
    company: await setCompanyTwoFactorRequirement(db, { companyId: params.companyId, userId: session.userId, required: body.required }),
  }));
  registerOperation(app, deps, contract.switchWorkspace, async ({ session, body }) => ({
    companyId: await switchWorkspace(db, { userId: session.userId, sessionId: session.sessionId, companyId: body.companyId, passedSecondFactor: passedSecondFactor(session) }),
  }));

  registerOperation(app, deps, contract.listCompanyMembers, async ({ session, params }) => listMembers(db, params.companyId, session.userId));
  registerOperation(app, deps, contract.inviteCompanyMember, async ({ session, params, body, meta }) => ({
    invitation: await inviteMember(db, { companyId: params.companyId, userId: session.userId, email: body.email, role: body.role, publicUrl, locale: meta.locale }),
  }));
  registerOperation(app, deps, contract.resendCompanyInvitation, async ({ session, params, meta }) => ({
    invitation: await resendInvitation(db, { companyId: params.companyId, userId: session.userId, invitationId: params.invitationId, publicUrl, locale: meta.locale }),
  }));
  registerOperation(app, deps, contract.revokeCompanyInvitation, async ({ session, params }) => {
    await revokeInvitation(db, { companyId: params.companyId, userId: session.userId, invitationId: params.invitationId });
    return { ok: true as const };
  });
  registerOperation(app, deps, contract.previewCompanyInvitation, async ({ body, meta }) => {
    await hitNamedLimit(db, 'invitationPreviewPerIp', meta.ip);
    return { invitation: await previewInvitation(db, body.token) };
  });
  registerOperation(app, deps, contract.acceptCompanyInvitation, async ({ session, body }) => ({
    company: await acceptInvitation(db, { token: body.token, userId: session.userId, sessionId: session.sessionId }),
  }));

  registerOperation(app, deps, contract.changeCompanyMemberRole, async ({ session, params, body }) => ({
    member: await changeMemberRole(db, { companyId: params.companyId, actorId: session.userId, userId: params.userId, role: body.role }),
  }));
  registerOperation(app, deps, contract.removeCompanyMember, async ({ session, params, query }) => {
    await removeMember(db, { companyId: params.companyId, actorId: session.userId, userId: params.userId, handTo: query.handTo });
    return { ok: true as const };
  });
  registerOperation(app, deps, contract.leaveCompany, async ({ session, params }) => {
    await leaveCompany(db, { companyId: params.companyId, userId: session.userId, sessionId: session.sessionId });
    return { ok: true as const };
  });
  registerOperation(app, deps, contract.setLeaversWorkTo, async ({ session, params, body }) => {
    await setLeaversWorkTo(db, { companyId: params.companyId, actorId: session.userId, userId: body.userId });
    return { company: await getCompany(db, params.companyId, session.userId) };
  });
  registerOperation(app, deps, contract.transferCompanyOwnership, async ({ session, params, body }) => ({
    members: await transferOwnership(db, { companyId: params.companyId, actorId: session.userId, userId: body.userId }),
  }));
  registerOperation(app, deps, contract.setCompanyBranding, async ({ session, params, body }) => {
    await setCompanyBranding(db, deps.files, { companyId: params.companyId, userId: session.userId, logo: body.logo, accentColor: body.accentColor });
    return { company: await getCompany(db, params.companyId, session.userId) };
  });
  // The logo itself is not an API operation (no envelope): an <img> in a mail or on a signing page loads it.
  // Its name changes with every upload, so it is cached for a year.
  app.get<{ Params: { file: string } }>(`${LOGO_ROUTE_PREFIX}:file`, async (request, reply) => {
    const logo = await readCompanyLogo(deps.files, request.params.file);
    if (!logo) return sendError(request, reply, ErrorCode.NotFound);
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=31536000, immutable').send(logo);
  });
  registerOperation(app, deps, contract.redeemCompanyLicenceCode, async ({ session, params, body, meta }) => {
    // Counted before the code is looked at, like a personal code, so wrong guesses count too.
    await hitNamedLimit(db, 'redeemCodePerAccount', String(session.userId));
    await hitNamedLimit(db, 'redeemCodePerIp', meta.ip);
    await redeemCompanyLicenceCode(db, { companyId: params.companyId, userId: session.userId, code: body.code });
    return { company: await getCompany(db, params.companyId, session.userId) };
  });
  registerOperation(app, deps, contract.listCompanyActivity, async ({ session, params, query }) => {
    const page = await listCompanyEvents(db, { companyId: params.companyId, userId: session.userId, before: query.before, limit: query.limit });
    return { list: page.rows.map(presentCompanyEvent), more: page.more };
  });
  registerOperation(app, deps, contract.exportCompanyActivity, async ({ session, params }) =>
    bytesFile(await companyEventsCsv(db, { companyId: params.companyId, userId: session.userId }), 'text/csv', `activity-${params.companyId}.csv`),
  );
}
