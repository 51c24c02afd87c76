import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from './data-folder-lock.js';

describe('the embedded database folder lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'signet-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a folder another live process holds, and says what to do', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, LOCK_FILE), String(other.pid));
      const refused = await lockDataFolder(dir).then(() => null, (error: unknown) => error);
      expect(refused).toBeInstanceOf(DataFolderInUseError);
      expect((refused as Error).message).toContain(`in use by another Signet process (pid ${other.pid})`);
      expect((refused as Error).message).toContain('stop that process first, or use PostgreSQL (DATABASE_URL)');
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died, and removes its own lock on release', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await once(dead, 'exit');
    await writeFile(path.join(dir, LOCK_FILE), String(dead.pid));
    const release = await lockDataFolder(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('leaves another process’s lock in place when releasing late', async () => {
    const release = await lockDataFolder(dir);
    await writeFile(path.join(dir, LOCK_FILE), '999999');
    await release();
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe('999999');
  });
});
