import { AGREEMENT_EVENT_TYPES, type AgreementEvent } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { webEnUS } from '../../../lib/i18n/locales/en-US';
import { webZhCN } from '../../../lib/i18n/locales/zh-CN';
import { foldResends, groupTimeline, timelineDays, timelineSentence } from './timeline';

let nextId = 1n;
function event(type: string, options: Partial<AgreementEvent> & { kind?: 'sender' | 'recipient' | 'system'; name?: string; recipientId?: bigint | null } = {}): AgreementEvent {
  const { kind = 'sender', name = 'Dana', recipientId = null, ...rest } = options;
  return {
    id: nextId++,
    type,
    at: '2026-05-01T12:00:00Z',
    actor: { kind, name, recipientId },
    ip: null,
    userAgent: null,
    data: {},
    ...rest,
  };
}
const names = new Map([
  ['11', 'Ana'],
  ['12', 'Bo'],
]);
const lookup = (id: string) => names.get(id);
const sentence = (e: AgreementEvent) => timelineSentence({ event: e, count: 1 }, lookup);

describe('timeline sentences', () => {
  it('says "you" (actor null) for the sender and names recipients and Signet', () => {
    expect(sentence(event('sent'))).toMatchObject({ key: 'sent', values: { actor: null } });
    expect(sentence(event('signed', { kind: 'recipient', name: 'Ana', recipientId: 11n }))).toMatchObject({ key: 'signed', values: { actor: 'Ana' } });
    expect(sentence(event('completed', { kind: 'system', name: 'Signet' }))).toMatchObject({ key: 'completed', values: { actor: 'Signet' } });
  });

  it('names the recipient an invitation or bounce is about', () => {
    expect(sentence(event('invitation_queued', { recipientId: 12n, data: { recipientId: '12' } })).values.recipient).toBe('Bo');
    expect(sentence(event('invitation_undelivered', { kind: 'system', name: 'Signet', recipientId: 11n })).values.recipient).toBe('Ana');
  });

  it("names the sender, not Signet, for the sender's own copy of the sealed document", () => {
    const own = event('final_mail_queued', { kind: 'system', name: 'Signet', data: { recipientName: 'Dana Park' } });
    expect(sentence(own).values.recipient).toBe('Dana Park');
    expect(sentence(event('final_mail_queued', { kind: 'system', name: 'Signet', recipientId: 12n })).values.recipient).toBe('Bo');
  });

  it('tells the two re-send scopes apart', () => {
    expect(sentence(event('notified', { data: { scope: 'next', recipientIds: ['11'] } })).key).toBe('notified_next');
    expect(sentence(event('notified', { data: { scope: 'all', recipientIds: ['11', '12'] } }))).toMatchObject({ key: 'notified_all', values: { count: 2 } });
  });

  it('carries reasons and counts', () => {
    expect(sentence(event('declined', { kind: 'recipient', name: 'Ana', recipientId: 11n, data: { reason: 'Wrong amount' } })).values.reason).toBe('Wrong amount');
    expect(sentence(event('voided', { data: { reason: 'Replaced', from: 'waiting' } })).values.reason).toBe('Replaced');
    expect(sentence(event('fields_saved', { data: { count: 4, revision: 2 } })).values.count).toBe(4);
  });

  it('shows an unknown type as it is', () => {
    expect(sentence(event('archived_by_robot'))).toMatchObject({ key: 'unknown', values: { type: 'archived_by_robot' } });
    // A raw type that happens to look like one of our derived keys is still unknown.
    expect(sentence(event('notified_all')).key).toBe('unknown');
  });
});

describe('groupTimeline', () => {
  it('folds consecutive field fills of one signer into one line', () => {
    const fills = [11n, 11n, 11n].map((id) => event('field_filled', { kind: 'recipient', recipientId: id }));
    const entries = groupTimeline([event('consent_given', { kind: 'recipient', recipientId: 11n }), ...fills, event('signed', { kind: 'recipient', recipientId: 11n })]);
    expect(entries.map((entry) => [entry.event.type, entry.count])).toEqual([
      ['consent_given', 1],
      ['field_filled', 3],
      ['signed', 1],
    ]);
    expect(timelineSentence(entries[1]!, lookup).values.count).toBe(3);
  });

  it('keeps different signers apart', () => {
    const entries = groupTimeline([event('field_filled', { recipientId: 11n }), event('field_filled', { recipientId: 12n })]);
    expect(entries).toHaveLength(2);
  });
});

describe('folding re-sends and splitting into days', () => {
  const invite = (id: bigint) => event('invitation_queued', { kind: 'system', name: 'Signet', recipientId: id, data: { recipientId: String(id) } });
  const resend = (scope: 'all' | 'next') => event('notified', { data: { scope, recipientIds: ['11'] } });

  it('folds a run of re-sends and the invitations they queued into one line with how many', () => {
    const events = [event('sent'), invite(11n), resend('next'), invite(11n), resend('all'), invite(11n), invite(12n), event('signed', { kind: 'recipient', recipientId: 11n })];
    const entries = foldResends(groupTimeline(events));
    expect(entries.map((entry) => [entry.event.type, entry.count, entry.folded?.length ?? 0])).toEqual([
      ['sent', 1, 0],
      ['invitation_queued', 1, 0],
      ['notified', 2, 5],
      ['signed', 1, 0],
    ]);
    expect(timelineSentence(entries[2]!, lookup)).toMatchObject({ key: 'notified_many', values: { count: 2 } });
  });

  it('keeps a single re-send in its own words', () => {
    const [only] = foldResends(groupTimeline([resend('next'), invite(11n)]));
    expect(timelineSentence(only!, lookup).key).toBe('notified_next');
  });

  it('splits lines by day, in order', () => {
    const days = timelineDays(
      groupTimeline([event('created', { at: '2026-05-01T09:00:00Z' }), event('sent', { at: '2026-05-01T10:00:00Z' }), event('voided', { at: '2026-05-03T10:00:00Z' })]),
      (iso) => iso.slice(0, 10),
    );
    expect(days.map((day) => [day.day, day.entries.length])).toEqual([
      ['2026-05-01', 2],
      ['2026-05-03', 1],
    ]);
  });
});

describe('every event the trail records has its sentence in both languages', () => {
  it.each(AGREEMENT_EVENT_TYPES)('%s', (type) => {
    const { key } = sentence(event(type, type === 'notified' ? { data: { scope: 'all', recipientIds: ['11'] } } : {}));
    expect(key).not.toBe('unknown');
    for (const [locale, words] of [['en-US', webEnUS], ['zh-CN', webZhCN]] as const) {
      const events = words.agreements.events as Record<string, string>;
      // A counted sentence has its plural forms instead of one text.
      expect(events[key] ?? events[`${key}_other`], `${key} in ${locale}`).toMatch(/\S/);
    }
  });
});
