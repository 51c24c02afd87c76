import { createRequire } from 'node:module';
import createQpdf from '@neslinesli93/qpdf-wasm';

const require = createRequire(import.meta.url);
const wasmPath = require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');

interface QpdfModule {
  callMain(args: string[]): number;
  FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array };
}
type CreateQpdf = (options: Record<string, unknown>) => Promise<QpdfModule>;

export interface QpdfRun {
  exitCode: number;
  /** What qpdf wrote to stderr (for logs; e.g. "invalid password"). */
  errors: string[];
  /** Reads a file qpdf wrote, or null when it wrote none. */
  read(path: string): Uint8Array | null;
}

/**
 * Runs the qpdf command line, compiled to WebAssembly, on in-memory files. A fresh
 * instance per run: its memory (which holds the files) is freed with it, and one
 * run cannot leave state behind for the next. Starting one takes about 50 ms.
 */
export async function runQpdf(args: string[], files: Record<string, Uint8Array>): Promise<QpdfRun> {
  const errors: string[] = [];
  const qpdf = await (createQpdf as unknown as CreateQpdf)({
    locateFile: () => wasmPath,
    noInitialRun: true,
    print: () => undefined,
    printErr: (line: string) => errors.push(line),
  });
  for (const [path, data] of Object.entries(files)) qpdf.FS.writeFile(path, data);
  const exitCode = qpdf.callMain(args);
  return {
    exitCode,
    errors,
    read: (path) => {
      try {
        return qpdf.FS.readFile(path);
      } catch {
        return null;
      }
    },
  };
}
