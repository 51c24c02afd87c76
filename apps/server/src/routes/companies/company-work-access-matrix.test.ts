import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, type JsonOperation } from '@signet/contracts';
import { readyDraft, sendAgreement, signer, uploadPdf } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { publishedTemplate, role } from '../../../test/helpers/templates.js';
import { agreements, apiKeys, companies, companyMembers, documents, sessions, templates, webhookEndpoints } from '../../db/schema/index.js';

/**
 * Issue 32, point 7: the company's work (agreements, templates, uploads, keys, webhooks) against
 * everyone who might reach for it by id. The maker is a member who made the thing; "member" is
 * another member; the recipient has an account whose e-mail the agreement names.
 */
const ACTORS = ['owner', 'admin', 'maker', 'member', 'removed member', 'member of another company', 'recipient', 'outsider'] as const;
type ActorName = (typeof ACTORS)[number];
type People = Record<ActorName, Awaited<ReturnType<typeof signInUser>>>;

interface World {
  companyId: bigint;
  people: People;
  recipientEmail: string;
}

/** Everyone, each device in the workspace it would be in: members in the company, the others in their own. */
async function world(t: TestApp): Promise<World> {
  const db = t.database.db;
  const people = Object.fromEntries(await Promise.all(ACTORS.map(async (name) => [name, await signInUser(db)] as const))) as People;
  const [company, other] = await db
    .insert(companies)
    .values([
      // Enterprise, so the company's quota never stands in the way of what is tested here.
      { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', planId: 'enterprise', planExpiresAt: new Date(Date.now() + 365 * 86_400_000), seats: 50 },
      { displayName: 'Globex', legalName: 'Globex Ltd', region: 'intl' },
    ])
    .returning();
  if (!company || !other) throw new Error('no companies');
  await db.insert(companyMembers).values([
    { companyId: company.id, userId: people.owner.user.id, role: 'owner' },
    { companyId: company.id, userId: people.admin.user.id, role: 'admin' },
    { companyId: company.id, userId: people.maker.user.id, role: 'member' },
    { companyId: company.id, userId: people.member.user.id, role: 'member' },
    { companyId: company.id, userId: people['removed member'].user.id, role: 'member' },
    { companyId: other.id, userId: people['member of another company'].user.id, role: 'owner' },
  ]);
  const inCompany = (name: ActorName, companyId: bigint) => db.update(sessions).set({ companyId }).where(eq(sessions.userId, people[name].user.id));
  for (const name of ['owner', 'admin', 'maker', 'member', 'removed member'] as const) await inCompany(name, company.id);
  await inCompany('member of another company', other.id);
  // Removed after choosing the company on their device: their next call is refused (8201), then they are in their personal space.
  await db.delete(companyMembers).where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, people['removed member'].user.id)));
  return { companyId: company.id, people, recipientEmail: people.recipient.user.email ?? '' };
}

/** A thing of the company's, made fresh for one call, with a fingerprint that a refused call must leave as it was. */
interface Target {
  input: object;
  fingerprint: () => Promise<string>;
  /** Words of the thing that a refusal must not reveal. */
  secret: string;
}

interface Case {
  operation: JsonOperation;
  make: (t: TestApp, w: World) => Promise<Target>;
  allowed: readonly ActorName[];
}

const text = (value: unknown) => JSON.stringify(value ?? null, (_, inner: unknown) => (typeof inner === 'bigint' ? String(inner) : inner));
let serial = 0;
const unique = (word: string) => `${word} ${(serial += 1)}`;

async function agreementRow(t: TestApp, id: bigint) {
  const [row] = await t.database.db.select().from(agreements).where(eq(agreements.id, id));
  return text(row && { ownerId: row.ownerId, status: row.status, revision: row.revision, name: row.name, deletedAt: row.deletedAt, expiresAt: row.expiresAt });
}

/** A sent (or draft, or trashed) company agreement of the maker's, naming the recipient. */
function companyAgreement(state: 'draft' | 'sent' | 'trashed', input: (agreement: contract.Agreement) => object) {
  return async (t: TestApp, w: World): Promise<Target> => {
    const name = unique('Acme supply deal');
    const draft = await readyDraft(t, w.people.maker.token, { name, recipients: [signer('Rae Client', w.recipientEmail)] });
    let agreement = draft;
    if (state !== 'draft') agreement = (await sendAgreement(t, w.people.maker.token, draft.id, draft.revision)).result;
    if (state === 'trashed') await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: w.people.maker.token });
    return { input: input(agreement), fingerprint: () => agreementRow(t, agreement.id), secret: name };
  };
}

function companyTemplate(input: (template: contract.Template, draftRevision: number) => object) {
  return async (t: TestApp, w: World): Promise<Target> => {
    const name = unique('Acme NDA');
    const template = await publishedTemplate(t, w.people.maker.token, [role('Client')], { name });
    const fingerprint = async () => {
      const [row] = await t.database.db.select().from(templates).where(eq(templates.id, template.id));
      return text(row && { ownerId: row.ownerId, deletedAt: row.deletedAt, publicEnabled: row.publicEnabled, versions: (await callOperation(t, contract.getTemplate, { params: { templateId: template.id } }, { token: w.people.owner.token })).result.versions.length });
    };
    const [draft] = await t.database.db.select({ revision: agreements.revision }).from(agreements).where(eq(agreements.id, template.draftAgreementId));
    return { input: input(template, draft?.revision ?? 0), fingerprint, secret: name };
  };
}

function companyUpload(input: (documentId: bigint) => object) {
  return async (t: TestApp, w: World): Promise<Target> => {
    const name = unique('acme-price-list');
    const document = await uploadPdf(t, w.people.maker.token, `${name}.pdf`);
    const fingerprint = async () => {
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
      return text(row && { name: row.name, ownerId: row.ownerId });
    };
    return { input: input(document.id), fingerprint, secret: name };
  };
}

function companyKey(input: (keyId: bigint) => object) {
  return async (t: TestApp, w: World): Promise<Target> => {
    const name = unique('Acme CRM');
    const made = await callOperation(t, contract.createApiKey, { body: { name, scope: 'write' } }, { token: w.people.admin.token });
    const fingerprint = async () => text((await t.database.db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.id, made.result.key.id)))[0]);
    return { input: input(made.result.key.id), fingerprint, secret: name };
  };
}

function companyWebhook(input: (endpointId: bigint) => object) {
  return async (t: TestApp, w: World): Promise<Target> => {
    const description = unique('Acme ledger');
    const made = await callOperation(t, contract.createWebhookEndpoint, { body: { url: 'https://hooks.example.com/acme', events: ['agreement.sent'], description } }, { token: w.people.admin.token });
    const fingerprint = async () => {
      const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, made.result.endpoint.id));
      return text(row && { secret: row.secret, enabled: row.enabled, description: row.description });
    };
    return { input: input(made.result.endpoint.id), fingerprint, secret: description };
  };
}

const senders = ['owner', 'admin', 'maker'] as const;
const companyMembersNow = ['owner', 'admin', 'maker', 'member'] as const;
const managers = ['owner', 'admin'] as const;
const flow = (agreement: contract.Agreement) => ({ params: { flowId: agreement.id } });

const CASES: Case[] = [
  { operation: contract.getAgreement, make: companyAgreement('sent', flow), allowed: senders },
  { operation: contract.getAgreementTimeline, make: companyAgreement('sent', flow), allowed: senders },
  { operation: contract.saveAgreementDraft, make: companyAgreement('draft', (a) => ({ ...flow(a), body: { revision: a.revision, name: 'Changed', documents: [{ agreementDocumentId: a.documents[0]?.id }], recipients: a.recipients.map(({ name, email, role: kind }) => ({ name, email, role: kind })) } })), allowed: senders },
  { operation: contract.sendAgreement, make: companyAgreement('draft', (a) => ({ ...flow(a), body: { revision: a.revision } })), allowed: senders },
  { operation: contract.voidAgreement, make: companyAgreement('sent', (a) => ({ ...flow(a), body: { reason: 'Wrong supplier' } })), allowed: senders },
  { operation: contract.notifySigners, make: companyAgreement('sent', (a) => ({ ...flow(a), body: { scope: 'all' } })), allowed: senders },
  { operation: contract.changeAgreementFollowUp, make: companyAgreement('sent', (a) => ({ ...flow(a), body: { expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() } })), allowed: senders },
  { operation: contract.reviseAgreement, make: companyAgreement('sent', flow), allowed: senders },
  { operation: contract.copyAgreement, make: companyAgreement('sent', flow), allowed: senders },
  { operation: contract.deleteAgreement, make: companyAgreement('sent', flow), allowed: senders },
  { operation: contract.restoreAgreement, make: companyAgreement('trashed', flow), allowed: senders },
  { operation: contract.createEmbeddedSigningUrl, make: companyAgreement('sent', (a) => ({ params: { flowId: a.id, recipientId: a.recipients[0]?.id } })), allowed: senders },
  { operation: contract.getTemplate, make: companyTemplate((tp) => ({ params: { templateId: tp.id } })), allowed: companyMembersNow },
  { operation: contract.useTemplate, make: companyTemplate((tp) => ({ params: { templateId: tp.id }, body: { roles: [{ roleId: tp.roles[0]?.id, name: 'Kim', email: 'kim@example.com' }] } })), allowed: companyMembersNow },
  { operation: contract.publishTemplateVersion, make: companyTemplate((tp, revision) => ({ params: { templateId: tp.id }, body: { revision } })), allowed: senders },
  { operation: contract.setTemplatePublicLink, make: companyTemplate((tp) => ({ params: { templateId: tp.id }, body: { enabled: true } })), allowed: senders },
  { operation: contract.deleteTemplate, make: companyTemplate((tp) => ({ params: { templateId: tp.id } })), allowed: senders },
  { operation: contract.getDocument, make: companyUpload((documentId) => ({ params: { documentId } })), allowed: ['maker'] },
  { operation: contract.renameDocument, make: companyUpload((documentId) => ({ params: { documentId }, body: { name: 'Renamed' } })), allowed: ['maker'] },
  { operation: contract.deleteDocument, make: companyUpload((documentId) => ({ params: { documentId } })), allowed: ['maker'] },
  { operation: contract.revokeApiKey, make: companyKey((keyId) => ({ params: { keyId } })), allowed: managers },
  { operation: contract.updateWebhookEndpoint, make: companyWebhook((endpointId) => ({ params: { endpointId }, body: { description: 'Changed' } })), allowed: managers },
  { operation: contract.rotateWebhookSecret, make: companyWebhook((endpointId) => ({ params: { endpointId } })), allowed: managers },
  { operation: contract.listWebhookDeliveries, make: companyWebhook((endpointId) => ({ params: { endpointId } })), allowed: managers },
  { operation: contract.deleteWebhookEndpoint, make: companyWebhook((endpointId) => ({ params: { endpointId } })), allowed: managers },
];

/** Refusals a caller may hear: not in the company (8201), role too low (8202), not theirs (7403), no such thing to them (404). */
const REFUSALS = new Set<number>([ErrorCode.NotCompanyMember, ErrorCode.CompanyRoleTooLow, ErrorCode.NoPermission, ErrorCode.NotFound]);

describe.each(databaseTargets())('who may touch a company’s work, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it(`answers each of ${ACTORS.length} actors × ${CASES.length} operations on the company's agreements, templates, uploads, keys and webhooks as the policy says: 0 leaks`, async () => {
    const leaks: string[] = [];
    for (const { operation, make, allowed } of CASES) {
      // A company per operation (its keys and endpoints stay under the workspace's limits).
      const w = await world(t);
      // Refused actors share one thing (each call is checked to change nothing); each allowed actor gets its own.
      const shared = await make(t, w);
      for (const actor of ACTORS) {
        const target = allowed.includes(actor) ? await make(t, w) : shared;
        const before = await target.fingerprint();
        const answer = await callOperation(t, operation, target.input as never, { token: w.people[actor].token });
        if (allowed.includes(actor)) {
          if (answer.code !== 200) leaks.push(`${actor} → ${operation.id}: ${answer.code} ${answer.msg}, expected 200`);
          continue;
        }
        if (!REFUSALS.has(answer.code)) leaks.push(`${actor} → ${operation.id}: ${answer.code} ${answer.msg}, expected a refusal`);
        if (text(answer.data).includes(target.secret)) leaks.push(`${actor} → ${operation.id}: refused, yet answered ${text(answer.data)}`);
        if ((await target.fingerprint()) !== before) leaks.push(`${actor} → ${operation.id}: refused, yet it changed`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
