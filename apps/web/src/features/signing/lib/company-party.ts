import type { SignerView } from '@signet/contracts';
import type { FieldValue } from './field-values';

/** The company seal panel's element, which a seal field on the page leads to. */
export const SEAL_PANEL_ID = 'company-seal-panel';

/**
 * Whether this recipient signs for a company (issue 34), so the seal panel (and its code) loads:
 * the view says so where it names the party, and a company seal field of theirs says so too.
 */
export function signsForCompany(view: Pick<SignerView, 'me' | 'fields'>): boolean {
  // Read where present: the signer view may name the party (it did not when this was written).
  const partyName = 'partyName' in view.me ? view.me.partyName : null;
  return Boolean(partyName) || view.fields.some((field) => field.type === 'company_seal' && field.forRecipient === undefined);
}

/** The signer's values with every company seal field of theirs showing the applied seal (the server fills them at submit). */
export function withSealFace(values: Readonly<Record<string, FieldValue>>, fields: SignerView['fields'], face: string | null): Record<string, FieldValue> {
  const next = { ...values };
  for (const field of fields) if (field.type === 'company_seal') next[String(field.id)] = face ? { sealed: true, image: face } : {};
  return next;
}

/** Brings the seal panel into view and puts the keyboard on it. */
export function showSealPanel(): void {
  const panel = document.getElementById(SEAL_PANEL_ID);
  if (!panel) return;
  panel.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  panel.focus({ preventScroll: true });
}
