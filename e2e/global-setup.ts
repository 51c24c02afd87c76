import { ensureDataFolderTemplate } from './helpers/data-folder-template.js';

/** Once per run, before any browser test: the migrated data folder their servers start from. */
export default async function setup(): Promise<void> {
  await ensureDataFolderTemplate();
}
