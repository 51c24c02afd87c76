import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path.js';

describe('sitePath: a page of this site to go back to, or null', () => {
  it('keeps this site’s paths with their query and fragment', () => {
    expect(sitePath('/flow/create/step3/42')).toBe('/flow/create/step3/42');
    expect(sitePath('/agreements?folder=drafts#top')).toBe('/agreements?folder=drafts#top');
    // Encoded characters stay encoded: the browser does not decode them into a new origin.
    expect(sitePath('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example/');
    expect(sitePath('/%09/evil.example/')).toBe('/%09/evil.example/');
  });

  it('refuses anything that could leave the site', () => {
    const elsewhere = [
      null,
      undefined,
      '',
      'evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r/evil.example/',
      '/\r\n/evil.example/',
      '\t//evil.example/',
      '/\u0000/evil.example/',
      '/\u007f/evil.example/',
      '/.//evil.example',
      '/a/..//evil.example',
    ];
    for (const value of elsewhere) expect(sitePath(value), JSON.stringify(value)).toBeNull();
  });

  it('gives back what it keeps tidied, still a path of this site', () => {
    expect(sitePath('/a/../../b')).toBe('/b');
    expect(sitePath('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
    // Kept values pass again unchanged: a link made from one is checked the same way.
    for (const value of ['/b', '/agreements?folder=drafts#top']) expect(sitePath(sitePath(value))).toBe(value);
  });
});
