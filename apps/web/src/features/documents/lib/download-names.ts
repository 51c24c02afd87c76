/** The name a document's PDF is saved under: its name with .pdf in place of a known extension. */
export function pdfFileName(name: string): string {
  const base = name.replace(/\.(pdf|png|jpe?g|webp|txt)$/i, '');
  return `${base || 'document'}.pdf`;
}
