import type { AgreementEvent } from '@signet/contracts';

/** Event types with a sentence of their own (`agreements.events.<key>`). */
export const KNOWN_EVENTS = [
  'created',
  'draft_saved',
  'fields_saved',
  'sent',
  'invitation_queued',
  'notified_all',
  'notified_next',
  'link_opened',
  'access_code_wrong',
  'viewed',
  'consent_given',
  'field_filled',
  'signed',
  'all_signed',
  'declined',
  'decline_mail_queued',
  'invitation_undelivered',
  'completed',
  'completion_failed',
  'completion_retried',
  'timestamp_skipped',
  'final_mail_queued',
  'deleted',
  'restored',
  'voided',
  'void_mail_queued',
  'copied',
  'copied_from',
  'saved_as_template',
  'created_from_template',
  'created_from_public_link',
] as const;
export type TimelineKey = (typeof KNOWN_EVENTS)[number] | 'unknown';

/** One line of the timeline: consecutive field fills by one signer are one line. */
export interface TimelineEntry {
  event: AgreementEvent;
  /** How many events this line stands for (field fills grouped), at least 1. */
  count: number;
}

export interface TimelineSentence {
  key: TimelineKey;
  /** Values for the sentence; `actor` is null when the sender (the reader, "You") acted. */
  values: { actor: string | null; recipient: string; count: number; reason: string; type: string };
}

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Groups consecutive `field_filled` events of one recipient (a signature fills many fields at once). */
export function groupTimeline(events: readonly AgreementEvent[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const event of events) {
    const last = entries.at(-1);
    if (last && event.type === 'field_filled' && last.event.type === 'field_filled' && String(last.event.actor.recipientId) === String(event.actor.recipientId)) {
      last.count += 1;
    } else {
      entries.push({ event, count: 1 });
    }
  }
  return entries;
}

/**
 * The readable sentence of one timeline line: which message and its values. The
 * recipient an event is about (an invitation, a bounce) is named from its id;
 * unknown types come back as 'unknown' with the raw type, to show as they are.
 */
export function timelineSentence(entry: TimelineEntry, recipientName: (id: string) => string | undefined): TimelineSentence {
  const { event, count } = entry;
  const aboutId = str(event.data.recipientId) || str(event.actor.recipientId);
  const values = {
    actor: event.actor.kind === 'sender' ? null : event.actor.name,
    // The server names the sender where an event is about them (their copy of the sealed document).
    recipient: (aboutId && recipientName(aboutId)) || str(event.data.recipientName) || event.actor.name,
    count: event.type === 'field_filled' ? count : event.type === 'fields_saved' ? num(event.data.count) : event.type === 'notified' ? (Array.isArray(event.data.recipientIds) ? event.data.recipientIds.length : 0) : count,
    reason: str(event.data.reason),
    type: event.type,
  };
  if (event.type === 'notified') return { key: event.data.scope === 'next' ? 'notified_next' : 'notified_all', values };
  const known = (KNOWN_EVENTS as readonly string[]).includes(event.type) && !event.type.startsWith('notified_');
  return { key: known ? (event.type as TimelineKey) : 'unknown', values };
}
