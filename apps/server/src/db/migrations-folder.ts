import { fileURLToPath } from 'node:url';

/** The versioned SQL migrations written by drizzle-kit (apps/server/drizzle), the same for both drivers. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
