import { AGREEMENT_EVENT_TYPES, LOCALES } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { certificateBlocks, type CertificateFacts } from './certificate-content.js';

const at = new Date('2026-11-20T09:30:05Z');
const facts = (type: string): CertificateFacts => ({
  agreement: { id: 7n, name: 'Lease', subject: '', sentAt: at, signingOrder: false },
  sender: { name: 'Sam Sender', email: 'sam@example.com' },
  documents: [],
  recipients: [{ id: 1n, name: 'Ann Lee', email: 'ann@example.com', role: 'signer', signedAt: null, viewedAt: null }],
  events: [{ type, recipientId: null, actorUserId: 3n, ip: '203.0.113.9', userAgent: null, createdAt: at, data: {} }],
  sealedAt: at,
  sealSubject: 'Signet',
  verifyUrl: 'https://signet.example/verify',
});

/** The "what happened" cell of the certificate's one event row. */
function eventCell(type: string, locale: (typeof LOCALES)[number]): string {
  const table = certificateBlocks(facts(type), locale).blocks.find((block) => block.kind === 'table' && block.rows.some((row) => row[0] === '2026-11-20 09:30:05'));
  if (table?.kind !== 'table') throw new Error('no event table');
  return table.rows[0]![1]!;
}

describe('the certificate says every event in words', () => {
  for (const locale of LOCALES) {
    it.each(AGREEMENT_EVENT_TYPES)(`%s, in ${locale}`, (type) => {
      const cell = eventCell(type, locale);
      expect(cell).not.toBe(type);
      // No key left raw: words, not snake_case.
      expect(cell).not.toMatch(/[a-z]_[a-z]/);
      if (locale === 'zh-CN') expect(cell).toMatch(/\p{Script=Han}/u);
      else expect(cell).toMatch(/^[A-Z]/);
    });
  }

  it('shows a type it does not know (an older row) as it is', () => {
    expect(eventCell('archived_by_robot', 'en-US')).toBe('archived_by_robot');
  });
});
