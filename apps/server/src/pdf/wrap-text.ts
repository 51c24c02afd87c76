import LineBreaker from 'linebreak';

/**
 * Splits a line into the pieces a line may break between, by the Unicode line breaking
 * algorithm (UAX #14, the linebreak package): Latin words with their trailing spaces,
 * CJK characters one by one with closing punctuation kept on the character before it
 * and opening punctuation on the one after, and after hyphens and slashes.
 */
export function tokenize(line: string): string[] {
  const tokens: string[] = [];
  const breaker = new LineBreaker(line);
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    if (next.position > start) tokens.push(line.slice(start, next.position));
    start = next.position;
  }
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
 * Greedy line breaking of one paragraph at the break opportunities of `tokenize`; a
 * piece longer than the line is broken where it must. Spaces at a break hang past the
 * edge and are dropped. `measure` gives the width of a text in the same unit as `maxWidth`.
 */
export function wrapParagraph(paragraph: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const token of tokenize(paragraph)) {
    const body = token.trimEnd();
    if (width + measure(body) <= maxWidth) {
      line += token;
      width += measure(token);
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    const pieces = measure(body) > maxWidth ? breakToken(body, maxWidth, measure) : [body];
    lines.push(...pieces.slice(0, -1));
    line = (pieces.at(-1) ?? '') + token.slice(body.length);
    width = measure(line);
  }
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
