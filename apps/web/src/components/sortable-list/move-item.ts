/**
 * `items` with the one at `from` moved to `to` (both 0-based), the others keeping
 * their order. Out-of-range indexes leave the list as it was.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** The move that dropping the item `activeId` on `overId` makes, or null when nothing moves. */
export function moveByIds(ids: readonly string[], activeId: string, overId: string | null): { from: number; to: number } | null {
  if (overId === null || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  return from < 0 || to < 0 ? null : { from, to };
}
