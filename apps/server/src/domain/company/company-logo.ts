import type { Readable } from 'node:stream';
import { FileNotFoundError, type FileStore } from '../../storage/file-store.js';

/** Where logos are stored, and the public path they are read from (an <img> on mails and signing pages). */
export const LOGO_FOLDER = 'company-logos';
export const LOGO_ROUTE_PREFIX = '/v1/public/company-logos/';

// Exactly the names setCompanyBranding makes: `<companyId>-<16 hex>.png`; nothing else can be asked for.
const LOGO_FILE = /^(\d{1,20})-([0-9a-f]{16})\.png$/;

/** The public address of a stored logo, or null for none. */
export function logoPath(logoKey: string | null): string | null {
  return logoKey ? `${LOGO_ROUTE_PREFIX}${logoKey.slice(LOGO_FOLDER.length + 1)}` : null;
}

/**
 * Opens a logo by its public file name, or null for a name that is not a logo's or a file that is
 * gone. Logos are public (recipients see them without an account); the random name keeps them unguessable.
 */
export async function readCompanyLogo(files: FileStore, file: string): Promise<Readable | null> {
  if (!LOGO_FILE.test(file)) return null;
  try {
    return await files.get(`${LOGO_FOLDER}/${file}`);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}
