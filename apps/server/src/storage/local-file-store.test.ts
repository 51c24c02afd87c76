import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itBehavesLikeAFileStore, readAll } from '../../test/helpers/file-store-behaviour.js';
import { LocalFileStore } from './local-file-store.js';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'signet-files-'));
    store = new LocalFileStore(path.join(root, 'files'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  itBehavesLikeAFileStore(() => store);

  it('keeps files under its root, in folders named by the key', async () => {
    await store.put('documents/2026/11/42.pdf', Buffer.from('pdf'));
    expect(await readdir(path.join(root, 'files/documents/2026/11'))).toContain('42.pdf');
  });

  it('leaves the previous file whole and no temporary file when a write fails midway', async () => {
    await store.put('atomic/doc.pdf', Buffer.from('complete old version'));
    async function* failing() {
      yield Buffer.from('partial new ');
      throw new Error('client went away');
    }
    await expect(store.put('atomic/doc.pdf', Readable.from(failing()))).rejects.toThrow('client went away');
    expect((await readAll(await store.get('atomic/doc.pdf'))).toString()).toBe('complete old version');
    expect(await readdir(path.join(root, 'files/.tmp'))).toEqual([]);
  });

  it('writes nothing outside the root for a traversal key', async () => {
    await expect(store.put('../outside.txt', Buffer.from('x'))).rejects.toThrow();
    expect(await readdir(root)).toEqual(['files']);
  });
});
