const HAN = /\p{Script=Han}/u;

/**
 * Initials suggested from a name: the first letter of each word (at most three) for
 * alphabetic names, "Ann Lee" → "AL"; for a Chinese name the family name, its first
 * character, as Chinese initials customarily are ("张三" → "张").
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  if (HAN.test(trimmed[0] ?? '')) return [...trimmed][0] ?? '';
  const words = trimmed.split(/[\s\-_.]+/u).filter(Boolean);
  return words
    .slice(0, 3)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}
