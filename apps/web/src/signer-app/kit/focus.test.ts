import { describe, expect, it } from 'vitest';
import { menuTarget, trapTarget } from './focus';

describe('the dialog focus trap', () => {
  const items = ['close', 'input', 'cancel', 'submit'];

  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    expect(trapTarget(items, 'submit', false)).toBe('close');
    expect(trapTarget(items, 'close', true)).toBe('submit');
  });

  it('lets the browser move inside the dialog', () => {
    expect(trapTarget(items, 'input', false)).toBeNull();
    expect(trapTarget(items, 'cancel', true)).toBeNull();
  });

  it('brings focus back in when it is outside', () => {
    expect(trapTarget(items, 'page behind', false)).toBe('close');
    expect(trapTarget(items, null, true)).toBe('submit');
  });
});

describe('menu keys', () => {
  it('moves down and up, looping, and to the ends with Home and End', () => {
    expect(menuTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuTarget('ArrowUp', 0, 3)).toBe(2);
    expect(menuTarget('ArrowUp', -1, 3)).toBe(2);
    expect(menuTarget('Home', 2, 3)).toBe(0);
    expect(menuTarget('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuTarget('a', 0, 3)).toBeNull();
    expect(menuTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
