import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/*
 * A deep orange whose primary shade (#c2410c) keeps white text above 4.5:1
 * contrast; Mantine's stock orange is too light for filled buttons.
 */
const signetOrange: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/*
 * Status palettes whose shade 7 (the filled, text and light-badge shade at primaryShade 7)
 * keeps 4.5:1 against white and against its own light tint; Mantine's stock green, teal,
 * cyan, yellow and red are 2.4–3.8:1 there (WCAG 1.4.3).
 */
const accessible = (shades: string[]) => shades as unknown as MantineColorsTuple;
const statusColors = {
  green: accessible(['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d']),
  teal: accessible(['#f0fdfa', '#ccfbf1', '#99f6e4', '#5eead4', '#2dd4bf', '#14b8a6', '#0d9488', '#0f766e', '#115e59', '#134e4a']),
  cyan: accessible(['#ecfeff', '#cffafe', '#a5f3fc', '#67e8f9', '#22d3ee', '#06b6d4', '#0891b2', '#0e7490', '#155e75', '#164e63']),
  red: accessible(['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d']),
  yellow: accessible(['#fefce8', '#fef9c3', '#fef08a', '#fde047', '#facc15', '#eab308', '#ca8a04', '#a16207', '#854d0e', '#713f12']),
  orange: accessible(['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c', '#9a3412', '#7c2d12']),
  // 'Expired' (issue 18).
  grape: accessible(['#faf5ff', '#f3e8ff', '#e9d5ff', '#d8b4fe', '#c084fc', '#a855f7', '#9333ea', '#7e22ce', '#6b21a8', '#581c87']),
  blue: accessible(['#eff6ff', '#dbeafe', '#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a']),
};

/** Secondary text at 6.1:1 on white (Mantine's dimmed #868e96 is 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});

const fontFamily =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

export const theme = createTheme({
  primaryColor: 'signet',
  primaryShade: 7,
  colors: { ...statusColors, signet: signetOrange },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Links stay neutral; orange is kept for the one main action per screen.
    Anchor: { defaultProps: { c: 'dark.6', underline: 'always' } },
  },
});
