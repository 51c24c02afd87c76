/**
 * The reference's sections, in the order a reader meets them: an integrator starts with agreements
 * and templates, the signer's side follows, the account's own pages come last. Each operation goes
 * under the first section whose path prefix its path starts with.
 */
export const REFERENCE_TAGS = [
  {
    name: 'agreements',
    description: 'Create, send, follow and manage agreements (called "flows" on the wire): the calls an integration makes most. An API key may call all of them.',
    prefixes: ['/v1/sign/flows', '/v1/sign/flow-counts', '/v1/sign/requests', '/v1/sign/trash'],
  },
  {
    name: 'templates',
    description: 'Reusable templates with roles and fields; agreements made from a template, by bulk send from a spreadsheet, or by anyone through a public link.',
    prefixes: ['/v1/sign/templates', '/v1/sign/bulk-sends', '/v1/sign/public-templates'],
  },
  {
    name: 'documents',
    description: 'Upload the files agreements are made from (PDF, images, Office files converted to PDF) and manage them in the drive.',
    prefixes: ['/v1/drive'],
  },
  {
    name: 'integrations',
    description: 'API keys, webhooks (Standard Webhooks signatures), embedded signing origins and test-mode mail: what an integration sets up once.',
    prefixes: ['/v1/user/api-keys', '/v1/user/webhooks', '/v1/user/embed-origins', '/v1/user/test-mails'],
  },
  {
    name: 'signing',
    description: "The recipient's side: open the signing link, verify, view, sign or decline, use a seal. Called by the signing page with the recipient's `x-signer-token`, not by an API key.",
    prefixes: ['/v1/sign/{flowSignerId}', '/v1/page-images'],
  },
  {
    name: 'verify',
    description: 'Check a signed PDF: whether its signatures are intact and which agreement it came from. Anyone may call it.',
    prefixes: ['/v1/verify'],
  },
  {
    name: 'companies',
    description: 'Companies: members and roles, invitations, seats, branding, company seals and their approvals, the activity log.',
    prefixes: ['/v1/compan'],
  },
  {
    name: 'account',
    description: "The person's own account: signing in, two-factor, passkeys, profile, devices and kept signatures. Most of these need the web session; an API key is refused (8102).",
    prefixes: ['/v1/user'],
  },
  {
    name: 'billing',
    description: 'Plans, orders, receipts, licence codes and sales enquiries.',
    prefixes: ['/v1/checkout'],
  },
  {
    name: 'app',
    description: "The web client's configuration and, on development servers only, the mail and SMS outboxes.",
    prefixes: ['/v1/app', '/v1/dev'],
  },
] as const;

export type ReferenceTag = (typeof REFERENCE_TAGS)[number]['name'];

/** The section an operation's path belongs in; the plan's detail (under /v1/user/plan) reads with billing. */
export function referenceTagOf(path: string): ReferenceTag {
  if (path.startsWith('/v1/user/plan')) return 'billing';
  const tag = REFERENCE_TAGS.find((candidate) => candidate.prefixes.some((prefix) => path.startsWith(prefix)));
  if (!tag) throw new Error(`no reference section for ${path}: add its prefix to REFERENCE_TAGS`);
  return tag.name;
}
