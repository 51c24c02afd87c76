/** File type groups of spec 5; extensions are matched in any case. */
export const FILE_TYPE_GROUPS = {
  pdf: ['pdf'],
  image: ['png', 'jpg', 'jpeg', 'webp'],
  other: ['txt'],
} as const;

export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS | 'all';
export const ALL_FILE_EXTENSIONS: readonly string[] = Object.values(FILE_TYPE_GROUPS).flat();

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the name's extension belongs to the group ('all' is the union). */
export function isAcceptedFileName(fileName: string, group: FileTypeGroup = 'all'): boolean {
  const ext = extensionOf(fileName);
  const list: readonly string[] = group === 'all' ? ALL_FILE_EXTENSIONS : FILE_TYPE_GROUPS[group];
  return list.includes(ext);
}
