import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ACCENT_MIN_CONTRAST, AppError, COMPANY_LOGO_MAX_BYTES, ErrorCode, contrastOnWhite, parameterRefused, shownRatio } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { detectImageType } from '../account/image-type.js';
import { recordCompanyEvent } from '../company/company-activity.js';
import { roleIn } from '../company/companies-repository.js';
import { requireRole } from '../company/company-policy.js';
import { LOGO_FOLDER } from '../company/company-logo.js';

/** Logos are kept this high at most (three times the 40 px they show at), and never wider than five times that. */
const LOGO_MAX_HEIGHT = 120;
const LOGO_MAX_WIDTH = 600;

/**
 * A logo from a data URL: the bytes must really be PNG, JPEG or WebP (SVG and anything else are
 * refused, whatever the data URL claims: an SVG can carry script), at most COMPANY_LOGO_MAX_BYTES,
 * and are re-encoded as a PNG (which drops metadata and anything hidden in the original).
 */
async function logoPng(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > COMPANY_LOGO_MAX_BYTES) throw parameterRefused('body', 'logo', 'logo_size');
  if (!detectImageType(bytes)) throw parameterRefused('body', 'logo', 'logo_type');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize({ height: LOGO_MAX_HEIGHT, width: LOGO_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw parameterRefused('body', 'logo', 'logo_type');
  }
}

/**
 * Sets what recipients see of a company (issue 32; owner and admins): its logo and accent colour.
 * A field left out stays; null removes it. An accent white text does not read on (contrast below
 * ACCENT_MIN_CONTRAST) is refused naming the ratio. Logged in the company's activity.
 */
export async function setCompanyBranding(
  db: Db,
  files: FileStore,
  input: { companyId: bigint; userId: bigint; logo?: string | null | undefined; accentColor?: string | null | undefined },
): Promise<void> {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'company.edit');
  if (input.accentColor) {
    const ratio = contrastOnWhite(input.accentColor);
    if (ratio < ACCENT_MIN_CONTRAST) throw parameterRefused('body', 'accentColor', 'accent_low_contrast', { ratio: shownRatio(ratio) });
  }
  const png = input.logo ? await logoPng(input.logo) : null;
  const key = png ? `${LOGO_FOLDER}/${input.companyId}-${randomBytes(8).toString('hex')}.png` : null;
  if (png && key) await files.put(key, png, { contentType: 'image/png' });
  const [before] = await db.select({ logoKey: companies.logoKey }).from(companies).where(eq(companies.id, input.companyId));
  if (!before) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId: input.companyId } });
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        ...(input.logo === undefined ? {} : { logoKey: key }),
        ...(input.accentColor === undefined ? {} : { accentColor: input.accentColor?.toLowerCase() ?? null }),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, input.companyId));
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'branding_changed', actorId: input.userId });
  });
  // The old logo goes once nothing names it; a failed clean-up leaves a file, never a broken logo.
  if (input.logo !== undefined && before.logoKey) await files.delete(before.logoKey).catch(() => undefined);
}
