import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a command-line tool (openssl, mutool) in a temporary folder holding `files`, named as
 * given; `args` receives their paths. Resolves with the exit code and output, never throws on a
 * non-zero code: the test asserts on them.
 */
export async function runOnFiles(files: Record<string, Buffer | string>, tool: string, args: (paths: Record<string, string>) => string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-tool-'));
  try {
    const paths: Record<string, string> = {};
    for (const [name, content] of Object.entries(files)) {
      paths[name] = path.join(dir, name);
      await writeFile(paths[name], content);
    }
    return await run(tool, args(paths), { maxBuffer: 64 * 1024 * 1024 }).then(
      (out) => ({ code: 0, ...out }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
