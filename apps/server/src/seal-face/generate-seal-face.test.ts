import { type SealFaceSpecInput, ZSealFaceSpec } from '@signet/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faceToSvg, svgDocument } from './face-to-svg.js';
import { generateSealFace } from './generate-seal-face.js';
import { type SealFace, type SealFacePart, SealGlyphError } from './seal-face.js';

const NAME = '上海示例科技有限公司';
const face = (input: SealFaceSpecInput) => generateSealFace(ZSealFaceSpec.parse(input));
const partsOf = (seal: SealFace, part: SealFacePart) => seal.paths.filter((path) => path.part === part);

/** Every point of a path (end and control points), in mm. */
function pointsOf(d: string): [number, number][] {
  const numbers = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  return Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i] ?? 0, numbers[2 * i + 1] ?? 0]);
}

/** Each part's ink as a pixel mask at 10 px/mm, to find where two parts touch. */
async function inkOf(seal: SealFace, part: SealFacePart): Promise<Uint8Array> {
  const svg = svgDocument({ ...seal, paths: partsOf(seal, part) }, String(seal.widthMm * 10), String(seal.heightMm * 10));
  const { data } = await sharp(Buffer.from(svg), { density: 72 }).ensureAlpha().extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
  return data;
}

const SPECS: Record<string, SealFaceSpecInput> = {
  'round contract': { kind: 'contract', companyName: NAME, serial: '3101150012345' },
  'round 38 mm, short name': { kind: 'finance', companyName: '示例公司', sizeMm: 38, serial: '3101150012345' },
  'round, 40 characters and an 18-character serial': { kind: 'other', companyName: '中国示例集团华东区域第三分公司上海浦东新区科技研发中心第一实验室附属示范工', centreText: '发票专用章', serial: '91310115MA1K4XXXXX' },
  'oval 45 × 30': { kind: 'contract', shape: 'oval', companyName: NAME, serial: '3101150012345' },
  'oval 40 × 30': { kind: 'hr', shape: 'oval', sizeMm: 40, companyName: '深圳市示例电子有限公司', serial: '4403050054321' },
};

describe('generateSealFace', () => {
  it('draws a round contract seal: the border, the star, one path per character of the name and the centre line', async () => {
    const seal = await face({ kind: 'contract', companyName: NAME });
    expect([seal.widthMm, seal.heightMm, seal.colour]).toEqual([42, 42, '#d0021b']);
    expect(partsOf(seal, 'border')).toEqual([expect.objectContaining({ fill: false, strokeWidthMm: 1.2 })]);
    expect(partsOf(seal, 'star')).toHaveLength(1);
    expect(partsOf(seal, 'name')).toHaveLength(10);
    expect(partsOf(seal, 'centre')).toHaveLength(5);
    expect(partsOf(seal, 'serial')).toHaveLength(0);
    // The SVG has a path for each: 10 + 5 glyphs, the border and the star.
    expect(faceToSvg(seal).match(/<path /g)).toHaveLength(17);
    expect(JSON.parse(JSON.stringify(seal))).toEqual(seal);
  });

  it('gives 公章 the star alone in the middle, and the serial one path per character', async () => {
    const seal = await face({ kind: 'official', companyName: NAME, serial: '3101150012345' });
    expect(partsOf(seal, 'centre')).toHaveLength(0);
    expect(partsOf(seal, 'serial')).toHaveLength(13);
  });

  it.each(Object.entries(SPECS))('keeps every character of a %s seal inside its border', async (_, input) => {
    const seal = await face(input);
    const border = partsOf(seal, 'border')[0];
    const inner = [seal.widthMm / 2 - (border?.strokeWidthMm ?? 0), seal.heightMm / 2 - (border?.strokeWidthMm ?? 0)];
    const lettering = seal.paths.filter((path) => path.part !== 'border');
    for (const [x, y] of lettering.flatMap((path) => pointsOf(path.d))) {
      const reach = ((x - seal.widthMm / 2) / (inner[0] ?? 1)) ** 2 + ((y - seal.heightMm / 2) / (inner[1] ?? 1)) ** 2;
      expect(reach).toBeLessThan(0.99);
    }
  });

  it.each(Object.entries(SPECS))('lets no two parts of a %s seal touch (name, star, centre line, serial, border)', async (_, input) => {
    const seal = await face({ centreText: '合同专用章', ...input });
    const parts: SealFacePart[] = ['border', 'star', 'name', 'centre', 'serial'];
    const masks = await Promise.all(parts.map((part) => inkOf(seal, part)));
    for (const [i, one] of masks.entries()) {
      for (const [j, other] of masks.entries()) {
        if (j <= i) continue;
        const touching = one.reduce((count, alpha, p) => count + (alpha > 0 && (other[p] ?? 0) > 0 ? 1 : 0), 0);
        expect(touching, `${parts[i]} and ${parts[j]}`).toBe(0);
      }
    }
  });

  it('cuts a legal representative seal square, 20 mm, reading 张三印 in a 2 × 2 grid with a tall 印 on the left', async () => {
    const seal = await face({ kind: 'legal_rep', companyName: NAME, personName: '张三' });
    expect([seal.widthMm, seal.heightMm]).toEqual([20, 20]);
    const grid = partsOf(seal, 'grid').map((path) => pointsOf(path.d));
    expect(grid).toHaveLength(3);
    const box = (points: [number, number][]) => ({ left: Math.min(...points.map((p) => p[0])), right: Math.max(...points.map((p) => p[0])), top: Math.min(...points.map((p) => p[1])), bottom: Math.max(...points.map((p) => p[1])) });
    const [zhang, san, yin] = grid.map(box);
    // 张 over 三 in the right column, 印 alone in the left one, nearly the full height.
    expect(zhang?.left).toBeGreaterThan(10);
    expect(san?.top).toBeGreaterThan(zhang?.bottom ?? 0);
    expect(yin?.right).toBeLessThan(10);
    expect((yin?.bottom ?? 0) - (yin?.top ?? 0)).toBeGreaterThan(14);
  });

  it('refuses a character the seal font does not have, naming it', async () => {
    await expect(face({ kind: 'contract', companyName: '上海𠀀科技有限公司' })).rejects.toEqual(new SealGlyphError(['𠀀']));
  });
});
