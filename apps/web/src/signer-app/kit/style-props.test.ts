import { describe, expect, it } from 'vitest';
import { color, resolveStyleProps } from './style-props';

const styleOf = (props: Record<string, unknown>) => resolveStyleProps(props, () => undefined);

describe('style props as Mantine resolves them', () => {
  it('maps theme keys to the theme variables and numbers to rem', () => {
    expect(styleOf({ c: 'dimmed', mt: 'md', fw: 600, fz: 'sm', maw: 440, h: '100%', mx: 'auto' }).style).toEqual({
      color: 'var(--mantine-color-dimmed)',
      marginTop: 'var(--mantine-spacing-md)',
      fontWeight: '600',
      fontSize: 'var(--mantine-font-size-sm)',
      maxWidth: '27.5rem',
      height: '100%',
      marginInline: 'auto',
    });
  });

  it('reads palette colours with and without a shade, and leaves CSS colours alone', () => {
    expect(color('red.7', 'text')).toBe('var(--mantine-color-red-7)');
    expect(color('orange', 'text')).toBe('var(--mantine-color-orange-text)');
    expect(styleOf({ bg: 'gray.1', c: 'signet.9' }).style).toEqual({ background: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-signet-9)' });
    expect(styleOf({ bg: 'var(--mantine-color-body)' }).style).toEqual({ background: 'var(--mantine-color-body)' });
  });

  it('keeps negative and zero spacing, and line heights as written', () => {
    expect(styleOf({ mt: -6, p: 0, lh: 1 }).style).toEqual({ marginTop: '-0.375rem', padding: '0', lineHeight: '1' });
  });

  it('turns a responsive value into variables and a class', () => {
    expect(styleOf({ px: { base: 'sm', sm: 0 } })).toEqual({ style: { '--kr-px': 'var(--mantine-spacing-sm)', '--kr-px-sm': '0' }, classes: ['kr-px'] });
  });

  it('reports a responsive value it has no class for', () => {
    const warned: string[] = [];
    resolveStyleProps({ w: { base: 10, sm: 20 } }, (prop) => warned.push(prop));
    expect(warned).toEqual(['w (responsive)']);
  });
});
