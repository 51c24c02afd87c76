import { z } from 'zod';

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069).
 * They have no place in a name, and "abc\u202Efdp.exe" would show as "abcexe.pdf" in a
 * mail or the audit certificate. Plain right-to-left text needs none of them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

// C0 controls, DEL and C1 controls: invisible, and PostgreSQL refuses NUL outright.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The issue message when a text holds control characters; the answer stays 403 'Parameter error', naming the field. */
export const CONTROL_CHARACTERS_ISSUE = 'control_characters';

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

export function hasControlCharacters(text: string, options: { multiline: boolean }): boolean {
  return (options.multiline ? CONTROLS_BUT_LINE_BREAKS : CONTROLS).test(text);
}

/**
 * Every text a person types that Signet keeps or shows to others (names, subject,
 * message, reasons, field text, file names) starts here: bidi controls stripped,
 * control characters refused (line breaks only where the field is multi-line),
 * then trimmed. Chain limits after it.
 */
export function userText(options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string()
    .overwrite(stripBidiControls)
    .refine((text) => !hasControlCharacters(text, { multiline }), { error: CONTROL_CHARACTERS_ISSUE, abort: true })
    .trim();
}
