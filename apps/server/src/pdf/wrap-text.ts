/** Han, kana, Hangul, CJK punctuation and full-width forms: a line may break between any two of them. */
const CJK = /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3200-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3ffff}]/u;
/** Closing punctuation never starts a line (kinsoku); it stays with the character before it. */
const NO_BREAK_BEFORE = /[、。，．：；！？）」』】〕〉》”’ー々ゝゞヽヾぁぃぅぇぉっゃゅょァィゥェォッャュョ,.:;!?)\]}]/u;

/** Splits a line into pieces that may not be broken further except by force: words, single CJK characters, space runs. */
export function tokenize(line: string): string[] {
  const tokens: string[] = [];
  let word = '';
  const flush = () => {
    if (word) tokens.push(word);
    word = '';
  };
  for (const char of line) {
    if (char === ' ') {
      flush();
      const last = tokens.at(-1);
      if (last !== undefined && /^ +$/.test(last)) tokens[tokens.length - 1] = last + char;
      else tokens.push(char);
    } else if (NO_BREAK_BEFORE.test(char) && !word && tokens.length > 0 && !tokens.at(-1)?.endsWith(' ')) {
      tokens[tokens.length - 1] += char;
    } else if (CJK.test(char)) {
      flush();
      tokens.push(char);
    } else {
      word += char;
    }
  }
  flush();
  return tokens;
}

/** Cuts a token wider than the line into pieces that fit, character by character. */
function breakToken(token: string, maxWidth: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of token) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy line breaking of one paragraph: Latin breaks between words, CJK between
 * characters, and a word longer than the line is broken where it must. Spaces at
 * a break are dropped. `measure` gives the width of a text in the same unit as `maxWidth`.
 */
export function wrapParagraph(paragraph: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const token of tokenize(paragraph)) {
    const tokenWidth = measure(token);
    if (width + tokenWidth <= maxWidth) {
      line += token;
      width += tokenWidth;
      continue;
    }
    if (/^ +$/.test(token)) {
      lines.push(line);
      line = '';
      width = 0;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    const pieces = tokenWidth > maxWidth ? breakToken(token, maxWidth, measure) : [token];
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
    width = measure(line);
  }
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
