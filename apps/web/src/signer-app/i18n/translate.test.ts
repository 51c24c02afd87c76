import { describe, expect, it } from 'vitest';
import { mergeMessages, translate } from './translate';

const catalogues = {
  web: { signing: { pages_one: '{{count}} page', pages_other: '{{count}} pages', hello: 'Hello {{name}}', plain: 'Plain' } },
  common: { http_error_7404: 'This signing link is not valid.' },
};

describe('the signer’s words, looked up as i18next does', () => {
  it('fills values and picks the plural by count and language', () => {
    expect(translate(catalogues, 'en-US', 'signing.hello', { name: 'Dana' })).toBe('Hello Dana');
    expect(translate(catalogues, 'en-US', 'signing.pages', { count: 1 })).toBe('1 page');
    expect(translate(catalogues, 'en-US', 'signing.pages', { count: 500 })).toBe('500 pages');
    // Chinese has one form: "other".
    expect(translate(catalogues, 'zh-CN', 'signing.pages', { count: 1 })).toBe('1 pages');
  });

  it('reads the contracts’ catalogue by ns or prefix, and shows the key when a word is missing', () => {
    expect(translate(catalogues, 'en-US', 'http_error_7404', { ns: 'common' })).toBe('This signing link is not valid.');
    expect(translate(catalogues, 'en-US', 'common:http_error_7404')).toBe('This signing link is not valid.');
    expect(translate(catalogues, 'en-US', 'signing.absent')).toBe('signing.absent');
    expect(translate(catalogues, 'en-US', 'signing.absent', { defaultValue: 'Fallback' })).toBe('Fallback');
  });

  it('merges a lazy chunk’s words into a group without losing the group’s others', () => {
    const merged = mergeMessages(catalogues.web, { signing: { extra: 'Extra' } });
    expect(translate({ web: merged }, 'en-US', 'signing.plain')).toBe('Plain');
    expect(translate({ web: merged }, 'en-US', 'signing.extra')).toBe('Extra');
  });
});
