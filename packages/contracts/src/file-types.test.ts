import { describe, expect, it } from 'vitest';
import { isAcceptedFileName } from './file-types.js';

describe('file type groups (spec 5)', () => {
  it('accepts every listed extension in any case', () => {
    for (const name of ['a.pdf', 'b.PNG', 'c.Jpg', 'd.jpeg', 'e.WEBP', 'f.txt', 'g.TXT']) {
      expect(isAcceptedFileName(name), name).toBe(true);
    }
  });

  it('checks a single group and refuses others', () => {
    expect(isAcceptedFileName('photo.webp', 'image')).toBe(true);
    expect(isAcceptedFileName('photo.webp', 'pdf')).toBe(false);
    expect(isAcceptedFileName('setup.exe')).toBe(false);
    expect(isAcceptedFileName('noextension')).toBe(false);
  });
});
