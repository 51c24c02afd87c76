import { WEBHOOK_DATA_SCHEMAS, type WebhookAgreementData, type WebhookData, type WebhookEvent, type WebhookRecipient } from '@signet/contracts';

/*
 * The body of a "send a test event" message (issue 38): a made-up agreement of two signers, in
 * the state the event describes, shaped by the same schemas as real bodies. Its ids name nothing
 * (fetching its links answers 404), and the body says `test: true`.
 */

const AGREEMENT_ID = '100000000000000001';
const PATH = `/v1/sign/flows/${AGREEMENT_ID}`;

function recipient(index: number, signed: boolean, at: string): WebhookRecipient {
  const people = [
    { id: '100000000000000011', name: 'Ann Lee', email: 'ann@example.com' },
    { id: '100000000000000012', name: 'Bo Chen', email: 'bo@example.com' },
  ] as const;
  const person = people[index] ?? people[0];
  return {
    ...person,
    role: 'signer',
    order: index + 1,
    step: index + 1,
    status: signed ? 'signed' : 'invited',
    viewedAt: signed ? at : null,
    signedAt: signed ? at : null,
    declinedAt: null,
    verification: index === 0 ? { method: 'email_code', verifiedAt: signed ? at : null } : { method: 'none', verifiedAt: null },
  };
}

function agreement(event: WebhookEvent, at: string): WebhookAgreementData {
  const completed = event === 'agreement.completed';
  const draft = event === 'agreement.created';
  const status = draft ? 'draft' : completed ? 'completed' : event === 'agreement.declined' ? 'declined' : event === 'agreement.voided' ? 'voided' : event === 'agreement.expired' ? 'expired' : 'waiting';
  return {
    agreement: {
      id: AGREEMENT_ID,
      name: 'Sample lease',
      status,
      externalId: 'sample-4711',
      metadata: { crmDealId: '4711' },
      test: true,
      createdAt: at,
      sentAt: draft ? null : at,
      completedAt: completed ? at : null,
      expiresAt: null,
    },
    recipients: [recipient(0, !draft && event !== 'agreement.sent', at), recipient(1, completed, at)],
    links: { agreement: PATH, ...(completed ? { finalFile: `${PATH}/final/file`, finalZip: `${PATH}/final/zip` } : {}) },
  };
}

/** A realistic `data` for `event`, checked against its published schema. */
export function sampleWebhookData<E extends WebhookEvent>(event: E, now: Date): WebhookData<E> {
  const at = now.toISOString();
  const base = agreement(event, at);
  const [first, second] = base.recipients as [WebhookRecipient, WebhookRecipient];
  const extra: Record<WebhookEvent, object> = {
    'agreement.created': { origin: { kind: 'created', id: null } },
    'agreement.sent': {},
    'agreement.viewed': { recipient: first },
    'agreement.signed': { recipient: first },
    'agreement.declined': { recipient: second, reason: 'The rent is wrong.' },
    'agreement.completed': {
      fields: [
        { id: '100000000000000021', recipientId: first.id, key: 'company', name: 'Company', type: 'text', value: 'Acme Ltd', imageSha256: null },
        { id: '100000000000000022', recipientId: first.id, key: null, name: '', type: 'signature', value: null, imageSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
      ],
    },
    'agreement.voided': { reason: 'Sent by mistake.' },
    'agreement.expired': {},
    'template.used': { template: { id: '100000000000000031' } },
    'recipient.approved': { recipient: first },
    'recipient.reminded': { recipient: second, kind: 'automatic' },
  };
  return WEBHOOK_DATA_SCHEMAS[event].parse({ ...base, ...extra[event] }) as WebhookData<E>;
}
