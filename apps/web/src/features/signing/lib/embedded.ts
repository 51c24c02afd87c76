/**
 * Embedded signing (issue 18): a signing page loaded from a short-lived URL (`embed=1`) inside a
 * registered site's iframe tells its parent what happens, so the site can move on without polling.
 * The mark lives in this frame's sessionStorage, so it survives the page's own navigations and
 * a reload, and never leaks into a signer's ordinary tab.
 */
import { tabStorage } from '../../../lib/storage/key-value-storage';

const MARK = 'signet.embedded';
// A frame on another site may be refused storage (third-party blocking): memory then, for this page.
const frameStorage = tabStorage();

export type EmbedEventType = 'loaded' | 'signed' | 'declined' | 'error';

/** What the parent receives: no token, no personal data, only what happened to which recipient. */
export interface EmbedEvent {
  source: 'signet';
  type: EmbedEventType;
  recipientId: string;
  /** With 'error': the answer's code (7601 expired, 7408 voided, …). */
  code?: number;
}

const framed = () => typeof window !== 'undefined' && window.parent !== window;

/** Remembers that this frame was opened from an embedded signing URL. */
export function markEmbedded(recipientId: string): void {
  if (framed()) frameStorage.setItem(MARK, recipientId);
}

/** The recipient this frame signs for, when it is an embedded signing frame. */
export function embeddedRecipient(): string | null {
  return framed() ? frameStorage.getItem(MARK) : null;
}

/** The parent's origin where the browser says it (Chromium, Safari); else any, as the message holds nothing secret. */
function parentOrigin(): string {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  return ancestors && ancestors.length > 0 ? (ancestors.item(0) ?? '*') : '*';
}

/** Posts one event to the parent window, if this is an embedded signing frame. */
export function postEmbedEvent(type: EmbedEventType, extra: { code?: number } = {}): void {
  const recipientId = embeddedRecipient();
  if (recipientId === null) return;
  const event: EmbedEvent = { source: 'signet', type, recipientId, ...extra };
  window.parent.postMessage(event, parentOrigin());
}
