/**
 * Draws sample seal faces as PNGs to look at (issue 34): a round contract seal, an oval one, a
 * legal representative's square seal and a cleaned scan. Pass the folder (default
 * /tmp/seal-face-shots). Run: node --conditions=source --import tsx apps/server/scripts/seal-face-shots.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SealFaceSpecInput, ZSealFaceSpec } from '@signet/contracts';
import sharp from 'sharp';
import { cleanUploadedSeal } from '../src/seal-face/clean-uploaded-seal.js';
import { faceToPng } from '../src/seal-face/face-to-png.js';
import { generateSealFace } from '../src/seal-face/generate-seal-face.js';

const folder = process.argv[2] ?? '/tmp/seal-face-shots';
const SAMPLES: Record<string, SealFaceSpecInput> = {
  'round-contract': { kind: 'contract', companyName: '上海示例科技有限公司', serial: '3101150012345' },
  'round-official': { kind: 'official', companyName: '北京长城国际贸易有限责任公司', serial: '1101080098765' },
  'round-short': { kind: 'finance', companyName: '示例公司', sizeMm: 38 },
  'round-long': { kind: 'other', companyName: '中国示例集团华东区域第三分公司上海浦东新区科技研发中心', centreText: '发票专用章', serial: '91310115MA1K4XXXXX' },
  'round-forty': { kind: 'official', companyName: '中国示例集团华东区域第三分公司上海浦东新区科技研发中心第一实验室附属示范工', serial: '3101150012345' },
  'oval-contract': { kind: 'contract', shape: 'oval', companyName: '上海示例科技有限公司', serial: '3101150012345' },
  'oval-small': { kind: 'finance', shape: 'oval', sizeMm: 40, companyName: '深圳市示例电子有限公司', serial: '4403050054321' },
  'square-legal-rep': { kind: 'legal_rep', companyName: '上海示例科技有限公司', personName: '张三' },
  'square-legal-rep-3': { kind: 'legal_rep', companyName: '上海示例科技有限公司', personName: '欧阳明' },
};

await mkdir(folder, { recursive: true });
for (const [name, input] of Object.entries(SAMPLES)) {
  const png = await faceToPng(await generateSealFace(ZSealFaceSpec.parse(input)), 300);
  // On white, as a seal is seen on paper.
  await writeFile(path.join(folder, `${name}.png`), await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer());
}

/** A seal as a phone photographs it: on cream paper with grain, turned a little, as a JPEG. */
async function photographed(png: Buffer): Promise<Buffer> {
  const [width, height] = [900, 800];
  const grain = Buffer.alloc(width * height * 3, 0);
  for (let i = 0; i < grain.length; i += 3) {
    const shade = Math.floor(Math.random() * 16) - 8;
    grain.set([246 + shade, 239 + shade, 220 + shade], i);
  }
  const turned = await sharp(png).rotate(-7, { background: '#00000000' }).resize({ width: 620 }).toBuffer();
  const paper = await sharp(grain, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return sharp(paper).composite([{ input: turned }]).blur(0.8).jpeg({ quality: 80 }).toBuffer();
}

const scan = await photographed(await faceToPng(await generateSealFace(ZSealFaceSpec.parse(SAMPLES['round-official'])), 300));
await writeFile(path.join(folder, 'upload-photographed.jpg'), scan);
const cleaned = await cleanUploadedSeal(scan);
await writeFile(path.join(folder, 'upload-cleaned.png'), await sharp(cleaned.png).flatten({ background: '#ffffff' }).png().toBuffer());
console.log(`Wrote ${Object.keys(SAMPLES).length} faces and a cleaned upload (${cleaned.colour}) to ${folder}`);
