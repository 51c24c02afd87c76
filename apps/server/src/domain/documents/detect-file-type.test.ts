import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.js';
import { detectFileType } from './detect-file-type.js';

const detect = (name: string, bytes: Buffer) => detectFileType(name, bytes, () => Promise.resolve(bytes));

describe('detectFileType', () => {
  it('goes by the magic number, not the extension', async () => {
    expect((await detect('a.PDF', Buffer.from('%PDF-1.7\n')))?.kind).toBe('pdf');
    expect((await detect('photo.jpg', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])))?.contentType).toBe('image/png');
    expect((await detect('a.webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')))?.contentType).toBe('image/webp');
  });

  it('refuses a program renamed to .pdf and unknown extensions', async () => {
    expect(await detect('x.pdf', Buffer.from('MZ\u0090\u0000\u0003'))).toBeNull();
    expect(await detect('x.exe', Buffer.from('%PDF-1.7'))).toBeNull();
    expect(await detect('x', Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('accepts text only under a .txt name', async () => {
    expect((await detect('notes.TXT', Buffer.from('hello 你好')))?.kind).toBe('text');
    expect(await detect('notes.pdf', Buffer.from('hello'))).toBeNull();
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM and UTF-16 with a BOM', () => {
    expect(decodeText(Buffer.from('\uFEFF中文', 'utf8'))?.text).toBe('中文');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('한국어', 'utf16le')]))).toEqual({ text: '한국어', encoding: 'utf-16le' });
    const be = Buffer.from('日本', 'utf16le').swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))?.text).toBe('日本');
  });

  it('refuses invalid UTF-8 and NUL bytes', () => {
    expect(decodeText(Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(decodeText(Buffer.from('a\u0000b'))).toBeNull();
  });
});
