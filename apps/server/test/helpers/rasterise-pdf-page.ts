import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export interface Raster {
  png: Buffer;
  width: number;
  height: number;
  /** The RGB pixel at (x, y), counted from the top-left corner. */
  rgb(x: number, y: number): [number, number, number];
}

/** Page 1 of a PDF as poppler draws it (pdftoppm), at `dpi`, on white. */
export async function rasterisePdf(pdf: Uint8Array, dpi = 150): Promise<Raster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-raster-'));
  try {
    await writeFile(path.join(dir, 'file.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', '1', '-l', '1', path.join(dir, 'file.pdf'), path.join(dir, 'page')]);
    const png = await readFile(path.join(dir, 'page.png'));
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const channels = info.channels;
    return {
      png,
      width: info.width,
      height: info.height,
      rgb: (x, y) => {
        const at = (Math.round(y) * info.width + Math.round(x)) * channels;
        return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Seal red as a reader sees it: strongly red, little green or blue. */
export function isRed([r, g, b]: [number, number, number]): boolean {
  return r > 150 && g < 90 && b < 90;
}

export function isWhite([r, g, b]: [number, number, number]): boolean {
  return r > 240 && g > 240 && b > 240;
}
