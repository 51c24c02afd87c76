import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

export const theme = createTheme({
  primaryColor: 'signet',
  primaryShade: 7,
  colors: { signet: signetOrange },
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
