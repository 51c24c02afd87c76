/**
 * Splits `text` around each occurrence of `needle`, keeping the needle as its own part, so a
 * page can turn an e-mail address inside a translated sentence into a link.
 */
export function splitOn(text: string, needle: string): { text: string; match: boolean }[] {
  if (!needle) return text ? [{ text, match: false }] : [];
  const parts: { text: string; match: boolean }[] = [];
  let start = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, start)) {
    if (at > start) parts.push({ text: text.slice(start, at), match: false });
    parts.push({ text: needle, match: true });
    start = at + needle.length;
  }
  if (start < text.length) parts.push({ text: text.slice(start), match: false });
  return parts;
}
