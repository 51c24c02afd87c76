import { describe, expect, it } from 'vitest';
import { tokenize, wrapParagraph } from './wrap-text.js';

// Every character one unit wide keeps the expectations readable.
const measure = (text: string) => [...text].length;

describe('tokenize', () => {
  it('keeps Latin words whole with their spaces and splits CJK per character, punctuation staying with what it closes or opens', () => {
    expect(tokenize('Hello world')).toEqual(['Hello ', 'world']);
    expect(tokenize('中文，好。')).toEqual(['中', '文，', '好。']);
    expect(tokenize('한국어 text')).toEqual(['한', '국', '어 ', 'text']);
    expect(tokenize('a  b')).toEqual(['a  ', 'b']);
    expect(tokenize('“引用”文字')).toEqual(['“引', '用”文', '字']);
    expect(tokenize('well-known a/b')).toEqual(['well-', 'known ', 'a/', 'b']);
  });
});

describe('wrapParagraph', () => {
  it('breaks Latin between words and drops the space at the break', () => {
    expect(wrapParagraph('the quick brown fox', 10, measure)).toEqual(['the quick', 'brown fox']);
  });

  it('breaks CJK between any two characters', () => {
    expect(wrapParagraph('日本語のテキストです', 4, measure)).toEqual(['日本語の', 'テキスト', 'です']);
  });

  it('never starts a line with closing punctuation', () => {
    expect(wrapParagraph('中文中文。好', 4, measure)).toEqual(['中文中', '文。好']);
  });

  it('breaks a word longer than the line', () => {
    expect(wrapParagraph('abcdefghij xy', 4, measure)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
  });

  it('keeps an empty paragraph as one empty line', () => {
    expect(wrapParagraph('', 10, measure)).toEqual(['']);
  });
});
