/*
 * A component's colours for its variant and colour, as Mantine's default resolver gives them in
 * the light scheme: every value a variable of the palette kit.css declares.
 */

export interface VariantColors {
  bg: string;
  hover: string;
  color: string;
  bd: string;
}

const shadeOf = (name: string, shade: number) => `var(--mantine-color-${name}-${shade})`;
const mix = (value: string, percent: number) => `color-mix(in srgb, ${value} ${percent}%, transparent)`;
const CLEAR = '1px solid transparent';

export function variantColors(variant = 'filled', color = 'signet'): VariantColors {
  if (variant === 'default') {
    return { bg: 'var(--mantine-color-default)', hover: 'var(--mantine-color-default-hover)', color: 'var(--mantine-color-default-color)', bd: '1px solid var(--mantine-color-default-border)' };
  }
  const [name = 'signet', shadeText] = color.split('.');
  const v = (part: string) => `var(--mantine-color-${name}-${part})`;
  if (shadeText === undefined) {
    if (variant === 'light') return { bg: v('light'), hover: v('light-hover'), color: v('light-color'), bd: CLEAR };
    if (variant === 'outline') return { bg: 'transparent', hover: v('outline-hover'), color: v('outline'), bd: `1px solid ${v('outline')}` };
    if (variant === 'subtle') return { bg: 'transparent', hover: v('light-hover'), color: v('light-color'), bd: CLEAR };
    if (variant === 'transparent') return { bg: 'transparent', hover: 'transparent', color: v('light-color'), bd: CLEAR };
    return { bg: v('filled'), hover: v('filled-hover'), color: 'var(--mantine-color-white)', bd: CLEAR };
  }
  const shade = Number(shadeText);
  const own = shadeOf(name, shade);
  if (variant === 'light') return { bg: own, hover: `color-mix(in srgb, ${own}, black 10%)`, color: v('light-color'), bd: CLEAR };
  if (variant === 'outline') return { bg: 'transparent', hover: mix(own, 5), color: own, bd: `1px solid ${own}` };
  if (variant === 'subtle') return { bg: 'transparent', hover: mix(own, 12), color: shadeOf(name, Math.min(shade, 6)), bd: CLEAR };
  return { bg: own, hover: shadeOf(name, shade === 9 ? 8 : shade + 1), color: 'var(--mantine-color-white)', bd: CLEAR };
}

/** The variant colours as a component's variables (`--button-bg`…). */
export function variantVars(prefix: string, variant?: string, color?: string): Record<string, string> {
  const colors = variantColors(variant, color);
  return { [`--${prefix}-bg`]: colors.bg, [`--${prefix}-hover`]: colors.hover, [`--${prefix}-color`]: colors.color, [`--${prefix}-bd`]: colors.bd };
}
