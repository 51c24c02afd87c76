import { AGREEMENT_EVENT_TYPES, type AgreementEvent, type AgreementEventType } from '@signet/contracts';
import { calendarDay } from '../../../lib/format/calendar-day';

/**
 * Sentence keys (`agreements.events.<key>`): every event type the trail records, a re-send said
 * by its scope (all pending signers, or the next one).
 */
export const KNOWN_EVENTS = [...AGREEMENT_EVENT_TYPES.filter((type) => type !== 'notified'), 'notified_all', 'notified_next'] as const;
export type TimelineKey =
  | Exclude<AgreementEventType, 'notified'>
  | 'notified_all'
  | 'notified_next'
  | 'notified_many'
  | 'signer_verified_access_code'
  | 'signer_verified_account'
  | 'unknown';

/** One line of the timeline: consecutive field fills by one signer are one line. */
export interface TimelineEntry {
  event: AgreementEvent;
  /** How many events this line stands for (field fills grouped, re-sends folded), at least 1. */
  count: number;
  /** A folded run of re-sends: each re-send and the invitations it queued, oldest first (shown on request). */
  folded?: TimelineEntry[];
}

/** One day of the history (the reader's calendar day), its lines oldest first. */
export interface TimelineDay {
  /** YYYY-MM-DD in the reader's time zone. */
  day: string;
  entries: TimelineEntry[];
}

export interface TimelineSentence {
  key: TimelineKey;
  /** Values for the sentence; `actor` is null when the sender (the reader, "You") acted. */
  values: { actor: string | null; recipient: string; count: number; reason: string; type: string; from: string; to: string; party: string; target: string };
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

/** The invitations a re-send queues belong to it: they fold with it. */
const RESEND_PARTS = new Set(['notified', 'invitation_queued']);

/**
 * Folds each run of re-sends (a re-send, the invitations it queued, the next re-send, ...)
 * into one line standing for the re-sends, so ten re-sends are one line, not thirty.
 * Invitations not preceded by a re-send (the first send's) stay lines of their own.
 */
export function foldResends(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const folded: TimelineEntry[] = [];
  for (const entry of entries) {
    const last = folded.at(-1);
    const inRun = last?.folded !== undefined && RESEND_PARTS.has(entry.event.type);
    if (inRun) {
      last.folded?.push(entry);
      if (entry.event.type === 'notified') last.count += 1;
    } else if (entry.event.type === 'notified') {
      folded.push({ event: entry.event, count: 1, folded: [entry] });
    } else {
      folded.push(entry);
    }
  }
  return folded;
}

/** The reader's calendar day of a moment, as YYYY-MM-DD. */
export function localDay(iso: string): string {
  return calendarDay(new Date(iso));
}

/** Splits the lines into days, keeping their order (a folded run belongs to the day it began). */
export function timelineDays(entries: readonly TimelineEntry[], dayOf: (iso: string) => string = localDay): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const entry of entries) {
    const day = dayOf(entry.event.at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
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
    // The reader's own actions say "You"; another company member's (an admin's) their name.
    actor: event.actor.kind === 'sender' && event.actor.you !== false ? null : event.actor.name,
    // The server names the sender where an event is about them (their copy of the sealed document).
    recipient: (aboutId && recipientName(aboutId)) || str(event.data.recipientName) || event.actor.name,
    count: event.type === 'field_filled' ? count : event.type === 'fields_saved' ? num(event.data.count) : event.type === 'notified' || event.type === 'reminded' ? (Array.isArray(event.data.recipientIds) ? event.data.recipientIds.length : 0) : count,
    reason: str(event.data.reason),
    // A hand-over between company members (issue 32): whose it was and whose it became.
    from: str(event.data.fromName),
    to: str(event.data.toName),
    // A company party's seal (issue 34): the company it was applied for.
    party: str(event.data.party),
    // A signer's verification (issue 35): where the code went, masked by the server.
    target: str(event.data.target),
    type: event.type,
  };
  // A folded run of several re-sends: one sentence with how many.
  if (entry.folded && count > 1) return { key: 'notified_many', values: { ...values, count } };
  if (event.type === 'signer_verified' && event.data.method === 'access_code') return { key: 'signer_verified_access_code', values };
  if (event.type === 'signer_verified' && event.data.method === 'account_2fa') return { key: 'signer_verified_account', values };
  if (event.type === 'notified') return { key: event.data.scope === 'next' ? 'notified_next' : 'notified_all', values };
  const known = (KNOWN_EVENTS as readonly string[]).includes(event.type) && !event.type.startsWith('notified_');
  return { key: known ? (event.type as TimelineKey) : 'unknown', values };
}
