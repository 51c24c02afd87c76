import { ZSealFaceSpec } from '@signet/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faceToPng } from './face-to-png.js';
import { faceToSvg } from './face-to-svg.js';
import { generateSealFace } from './generate-seal-face.js';

describe('a seal face as SVG and PNG', () => {
  it('is an SVG at its real size in mm, paths only', async () => {
    const face = await generateSealFace(ZSealFaceSpec.parse({ kind: 'legal_rep', companyName: '示例', personName: '张三' }));
    const svg = faceToSvg(face);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="20mm" height="20mm" viewBox="0 0 20 20">/);
    expect(svg).not.toMatch(/<text|<script|<image|font/);
  });

  it('is a PNG at its real size for the dpi: seal red where the star is, transparent at the corners', async () => {
    const face = await generateSealFace(ZSealFaceSpec.parse({ kind: 'contract', companyName: '上海示例科技有限公司', colour: '#c00000' }));
    const png = await faceToPng(face, 300);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // 42 mm at 300 dpi.
    expect([info.width, info.height]).toEqual([496, 496]);
    const rgba = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    expect(rgba(248, 248)).toEqual([192, 0, 0, 255]);
    expect(rgba(5, 5)[3]).toBe(0);
    expect(rgba(490, 490)[3]).toBe(0);
  });
});
