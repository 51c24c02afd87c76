import type { SignerView } from '@signet/contracts';

type Brand = NonNullable<SignerView['sender']['brand']>;

/** A company's logo at a fixed height (issue 32): its width follows the picture, never wider than the space. */
export function BrandLogo({ brand, height }: { brand: Brand; height: number }) {
  if (!brand.logoUrl) return null;
  return <img src={brand.logoUrl} alt={brand.companyName} height={height} style={{ height, width: 'auto', maxWidth: '100%', objectFit: 'contain', display: 'block' }} />;
}

/** A line in the company's accent along the top of the signing page's header: the company's, not Signet's, colour. */
export const brandBar = (brand: Brand | null | undefined) => (brand?.accentColor ? { borderTop: `4px solid ${brand.accentColor}` } : {});
