import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** A page as poppler drew it: RGB, 3 bytes a pixel, rows from the top. */
export interface Raster {
  width: number;
  height: number;
  data: Buffer;
}

/** Reads an RGB(A) PNG into a Raster. */
export async function readPng(file: string): Promise<Raster> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export async function writePng(raster: Raster, file: string): Promise<void> {
  await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .png()
    .toFile(file);
}

/**
 * Every page of `pdf` drawn by `pdftoppm -cropbox -r dpi -png`, as the reader sees it (/Rotate and
 * CropBox applied). With `keepIn`, the PNGs stay there as `<name>-NN.png` to be looked at.
 */
export async function rasterisePdf(pdf: Uint8Array, dpi: number, keepIn?: { folder: string; name: string }): Promise<Raster[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'signet-raster-'));
  try {
    const file = path.join(work, 'file.pdf');
    await writeFile(file, pdf);
    const folder = keepIn?.folder ?? work;
    const name = keepIn?.name ?? 'page';
    await mkdir(folder, { recursive: true });
    // pdftoppm pads page numbers to the width of the last one: page-01 ... page-12.
    const own = new RegExp(`^${name}-\\d+\\.png$`);
    const ours = async () => (await readdir(folder)).filter((entry) => own.test(entry)).sort();
    // An earlier run's longer document would leave pages this one does not have.
    await Promise.all((await ours()).map((png) => rm(path.join(folder, png))));
    // -cropbox: poppler's tools draw the whole MediaBox unless told, which no viewer shows.
    await run('pdftoppm', ['-cropbox', '-r', String(dpi), '-png', file, path.join(folder, name)]);
    const pngs = await ours();
    return await Promise.all(pngs.map((png) => readPng(path.join(folder, png))));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** How much redder than green and blue a pixel is: 0 on white, grey or black; about 190 on seal red. */
export function redness(raster: Raster, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return 0;
  const at = (y * raster.width + x) * 3;
  const [r, g, b] = [raster.data[at] ?? 0, raster.data[at + 1] ?? 0, raster.data[at + 2] ?? 0];
  return r - Math.max(g, b);
}

/** The pixels redder than `threshold`, as coordinates. */
export function redPixels(raster: Raster, threshold: number): { x: number; y: number }[] {
  const found: { x: number; y: number }[] = [];
  for (let y = 0; y < raster.height; y += 1) {
    for (let x = 0; x < raster.width; x += 1) if (redness(raster, x, y) > threshold) found.push({ x, y });
  }
  return found;
}
