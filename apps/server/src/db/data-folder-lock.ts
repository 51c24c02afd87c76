import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file that says which process has the embedded database open. */
export const LOCK_FILE = 'signet.pid';

/** Another live process has the folder: PGlite must never be opened by two processes at once. */
export class DataFolderInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another Signet process (pid ${pid}). The embedded database can be opened by one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL). If no Signet process is running, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data folder for this process. PGlite runs PostgreSQL inside the process and
 * does not lock the folder itself, so a second server, or `npm run admin` while the server runs,
 * would write the same files at once and corrupt them. A lock left by a process that has died
 * (a crash, a kill -9) is taken over. Resolves to a function that releases the folder.
 */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  const mine = String(process.pid);
  try {
    await writeFile(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) throw new DataFolderInUseError(dir, holder);
    await writeFile(file, mine);
  }
  return async () => {
    const holder = await readFile(file, 'utf8').catch(() => '');
    if (holder === mine) await unlink(file).catch(() => undefined);
  };
}
