/** Room a field's border and padding take across (2 px border and 4 px padding each side). */
const FRAME_PX = 12;
const MAX_FONT_PX = 22;
/** Below this a hint is hard to read on a phone; a shorter hint is used instead. */
const MIN_FONT_PX = 10;
/** The icon is 1.1 em with a 4 px gap: about 1.4 em beside a hint. */
const ICON_EM = 1.4;

/** How wide a text is in em, generously: CJK glyphs are square, Latin ones under 0.62 em at weight 600. */
export function emWidth(text: string): number {
  let em = 0;
  for (const char of text) em += /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u.test(char) ? 1 : 0.62;
  return em;
}

export interface HintFit {
  text: string;
  fontPx: number;
  icon: boolean;
}

/**
 * The largest way a field's hint fits its box whole: the words with the icon, then without
 * it, then the short words ("Sign"), each at no less than 10 px; in a box too small for any
 * words, the icon alone (text ''; the field's accessible name still says what it is). The
 * size never exceeds what the box's height allows.
 */
export function fitHint(widthPx: number, heightPx: number, hint: string, shortHint: string): HintFit {
  const byHeight = Math.min(MAX_FONT_PX, heightPx * 0.55);
  const room = Math.max(0, widthPx - FRAME_PX);
  const tries: { text: string; icon: boolean }[] = [
    { text: hint, icon: true },
    { text: hint, icon: false },
    { text: shortHint, icon: false },
  ];
  for (const { text, icon } of tries) {
    const fontPx = Math.min(byHeight, room / (emWidth(text) + (icon ? ICON_EM : 0)));
    if (fontPx >= Math.min(MIN_FONT_PX, byHeight)) return { text, fontPx: Math.max(fontPx, Math.min(MIN_FONT_PX, byHeight)), icon };
  }
  return { text: '', fontPx: Math.max(6, Math.min(byHeight, room / 1.1)), icon: true };
}
