/**
 * Writes the sample contract with text tags for two roles, Client and Provider (docs/text-tags.md),
 * to the path given. Run: node --conditions=source --import tsx apps/server/scripts/make-text-tag-sample.ts /tmp/text-tag-sample.pdf
 */
import { writeFile } from 'node:fs/promises';
import { textTagSamplePdf } from './text-tag-sample.js';

const target = process.argv[2];
if (!target) {
  console.error('Usage: make-text-tag-sample.ts <output.pdf>');
  process.exit(2);
}
await writeFile(target, await textTagSamplePdf());
console.log(`Wrote ${target}`);
