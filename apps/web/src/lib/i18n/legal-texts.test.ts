import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from './legal-document';
import type { LegalDocument } from './legal-document';
import { webLegalEnUS } from './locales/en-US/legal';
import { webLegalZhCN } from './locales/zh-CN/legal';

const LOCALES = { 'en-US': webLegalEnUS, 'zh-CN': webLegalZhCN } as const;
const PLACEHOLDERS = new Set(['operator', 'email', 'product']);

function allText(doc: LegalDocument): string[] {
  return [doc.title, doc.lead, ...doc.sections.flatMap((section) => [section.title, ...section.body.flat()])];
}

describe.each(Object.entries(LOCALES))('the legal pages in %s', (language, messages) => {
  it.each(LEGAL_DOCUMENTS)('%s has sections with substance, only known placeholders, and ends with the contact', (name) => {
    const doc = messages.legal[name];
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    for (const section of doc.sections) expect(section.body.length, section.title).toBeGreaterThan(0);
    const used = allText(doc).flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]));
    expect(used.filter((key) => !PLACEHOLDERS.has(key ?? ''))).toEqual([]);
    expect(doc.sections.at(-1)?.body.flat().join(' ')).toContain('{{email}}');
    // Sentence case: a title's words after the first are not capitalised (names and acronyms aside).
    if (language === 'en-US') for (const section of doc.sections) expect(section.title, section.title).not.toMatch(/ (?!US\b|ESIGN\b)[A-Z][a-z]/);
  });

  it('fills the operator, e-mail and product into every nested paragraph and list item', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ resources: { [language]: { web: messages } }, lng: language, defaultNS: 'web', initAsync: false, interpolation: { escapeValue: false } });
    const doc = i18n.t('legal.privacy', { returnObjects: true, operator: 'Example Trust Ltd', email: 'legal@example.com', product: 'Signet' });
    const text = allText(doc).join('\n');
    expect(text).toContain('Example Trust Ltd');
    expect(text).toContain('legal@example.com');
    expect(text).not.toContain('{{');
  });
});

describe('the e-sign disclosure', () => {
  it('gives the ESIGN consumer disclosures in en-US', () => {
    const text = allText(webLegalEnUS.legal.eSignDisclosure).join('\n');
    for (const topic of ['paper copy', 'Withdrawing your consent', 'Hardware and software', 'e-mail address', 'Scope of your consent', 'free of charge']) {
      expect(text).toContain(topic);
    }
  });

  it('follows the PRC Electronic Signature Law in zh-CN, not a translation of ESIGN', () => {
    const text = allText(webLegalZhCN.legal.eSignDisclosure).join('\n');
    expect(text).toContain('《中华人民共和国电子签名法》');
    expect(text).toContain('第十三条');
    expect(text).toContain('婚姻、收养、继承等人身关系');
    expect(text).toContain('数据电文');
    expect(text).not.toContain('ESIGN');
  });
});
