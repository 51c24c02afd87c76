import { CONSENT_VERSION, type SignerRoute, type SignerView } from '@signet/contracts';
import type { UserRow } from '../account/users-repository.js';
import type { AgreementDocumentRow, AgreementFieldRow, AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { fieldPlacement } from '../agreement-core/present-agreement.js';
import { actedForGroup, hasActed, stepOf, stepsOf } from '../agreement-core/route.js';
import { nextStepOf, turnOf } from '../agreement-core/signing-rules.js';
import type { SenderBrand } from '../company/sender-name.js';
import { presentPageImages } from '../page-images/page-image-links.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Before signing, a value the sender (or a filler) filled in shows, and name and email fields
 * suggest the recipient's own. A filler sees the fields of others empty unless fixed.
 */
function shownValue(field: AgreementFieldRow, me: AgreementRecipientRow): string | null {
  if (field.filledAt) return field.value;
  if (field.defaultValue !== null) return field.defaultValue;
  if (field.recipientId !== me.id) return null;
  if (field.type === 'name') return me.name;
  if (field.type === 'email') return me.email;
  return null;
}

/** Where the field is and what it asks; the sender's default shows as the value instead. */
function signerPlacement(field: AgreementFieldRow) {
  const { defaultValue: _default, ...placement } = fieldPlacement(field);
  return placement;
}

/**
 * Where the recipient stands in the route (issue 33): their step of how many, its group, who has
 * acted so far (names only), who acted for their group when they were released, and for a filler
 * whom they fill for.
 */
function routeView(recipients: readonly AgreementRecipientRow[], me: AgreementRecipientRow, fillsFor: readonly AgreementRecipientRow[]): SignerRoute {
  const steps = stepsOf(recipients);
  const mine = stepOf(steps, me.id);
  const acted = recipients
    .filter((recipient) => hasActed(recipient) && recipient.signedAt && recipient.step !== null)
    .sort((a, b) => (a.signedAt?.getTime() ?? 0) - (b.signedAt?.getTime() ?? 0))
    .map((recipient) => ({
      step: recipient.step ?? 0,
      name: recipient.name,
      role: recipient.role,
      status: recipient.status === 'approved' ? ('approved' as const) : ('signed' as const),
      at: recipient.signedAt?.toISOString() ?? '',
    }));
  const forGroup = me.status === 'released' ? actedForGroup(steps, me.id) : undefined;
  return {
    step: mine?.number ?? null,
    steps: steps.length,
    group: mine ? mine.mode : null,
    acted,
    actedForGroup: forGroup?.signedAt ? { name: forGroup.name, at: forGroup.signedAt.toISOString() } : null,
    fillsFor: fillsFor.map((recipient) => ({ id: recipient.id, name: recipient.name })),
  };
}

/**
 * The signer's view. Built from explicit columns only: no storage keys, tokens,
 * access codes, nor any other recipient's e-mail (only the names of those waited for).
 */
export function presentSignerView(input: {
  agreement: AgreementRow;
  sender: UserRow;
  /** As recipients see it: the person, and their company and its look for a company agreement (sender-name.ts). */
  senderIdentity: { name: string; brand: SenderBrand | null };
  documents: readonly AgreementDocumentRow[];
  /** The key that signs the documents' page image links, and the time they count from. */
  pageImages: { key: PageImageKey; now: Date };
  recipients: readonly AgreementRecipientRow[];
  me: AgreementRecipientRow;
  fields: readonly AgreementFieldRow[];
  /** A filler's: the later recipients whose fields they fill (issue 33). */
  fillsFor?: readonly AgreementRecipientRow[];
}): SignerView {
  const { agreement, me } = input;
  const turn = turnOf(input.recipients, me.id);
  return {
    agreement: {
      id: agreement.id,
      name: agreement.name,
      subject: agreement.subject,
      message: agreement.message,
      status: agreement.status,
      signingOrder: agreement.signingOrder,
      sentAt: iso(agreement.sentAt),
      test: agreement.test,
    },
    sender: { name: input.senderIdentity.name, email: input.sender.email ?? '', brand: input.senderIdentity.brand },
    documents: input.documents.map((document) => ({
      id: document.id,
      name: document.name,
      pageCount: document.pageCount,
      pageSizes: document.pageSizes,
      pdfSha256: document.pdfSha256,
      pageImages: presentPageImages(document.pdfSha256, input.pageImages.now, input.pageImages.key),
    })),
    me: {
      id: me.id,
      name: me.name,
      email: me.email,
      role: me.role,
      status: me.status,
      viewedAt: iso(me.viewedAt),
      consentAt: iso(me.consentAt),
      signedAt: iso(me.signedAt),
      declinedAt: iso(me.declinedAt),
    },
    fields: input.fields.map((field) => ({
      id: field.id,
      ...signerPlacement(field),
      value: shownValue(field, me),
      ...(field.recipientId === me.id ? {} : { forRecipient: field.recipientId }),
      imageSha256: field.imageSha256,
      filledAt: iso(field.filledAt),
    })),
    route: routeView(input.recipients, me, input.fillsFor ?? []),
    myTurn: turn.myTurn,
    waitingFor: turn.waitingFor,
    consent: { version: CONSENT_VERSION, given: me.consentTextVersion === CONSENT_VERSION },
    next: nextStepOf(input.recipients, me),
  };
}
