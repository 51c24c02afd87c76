// The migrated data folder lives with the server's test helpers: the server's process tests start from it too.
export { copyDataFolderTemplate, ensureDataFolderTemplate } from '../../apps/server/test/helpers/data-folder-template.js';
