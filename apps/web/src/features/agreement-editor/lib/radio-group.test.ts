import { describe, expect, it } from 'vitest';
import { addRadioOption, frameOf, moveRadioBox, newRadioOptions, reframeRadio } from './radio-group';

const A4 = { width: 595, height: 842 };
const close = (value: number) => Math.round(value * 1e6) / 1e6;

describe('radio group geometry', () => {
  it('starts a group with two named boxes, one under the other, inside the rectangle it was dropped in', () => {
    const options = newRadioOptions({ x: 0.2, y: 0.3, width: 0.05, height: 0.05 }, A4, ['Option 1', 'Option 2']);
    expect(options.map((option) => option.value)).toEqual(['Option 1', 'Option 2']);
    const [first, second] = options;
    expect(first?.box.x).toBe(0.2);
    expect(first?.box.y).toBe(0.3);
    expect(close(first?.box.width ?? 0)).toBe(close(16 / 595));
    expect(second?.box.x).toBe(0.2);
    expect(close(second?.box.y ?? 0)).toBe(close(0.3 + 44 / 842));
  });

  it('frames all its boxes, which is the group rectangle saved with it', () => {
    const frame = frameOf([
      { x: 0.1, y: 0.2, width: 0.02, height: 0.02 },
      { x: 0.3, y: 0.1, width: 0.05, height: 0.02 },
    ]);
    expect({ x: close(frame.x), y: close(frame.y), width: close(frame.width), height: close(frame.height) }).toEqual({ x: 0.1, y: 0.1, width: 0.25, height: 0.12 });
  });

  it('adds an option under the last box, or beside it at the foot of the page', () => {
    const options = newRadioOptions({ x: 0.2, y: 0.3, width: 0, height: 0 }, A4, ['Yes', 'No']);
    const more = addRadioOption(options, A4, 'Maybe');
    expect(more).toHaveLength(3);
    expect(more[2]?.value).toBe('Maybe');
    expect(more[2]?.box.y).toBeGreaterThan(more[1]?.box.y ?? 1);

    const atFoot = addRadioOption(moveRadioBox(options, 1, { x: 0.2, y: 0.98, width: 0.02, height: 0.02 }), A4, 'Maybe');
    expect(atFoot[2]?.box.y).toBe(0.98);
    expect(atFoot[2]?.box.x).toBeGreaterThan(0.22);
  });

  it('moves one box and keeps it inside the page', () => {
    const options = newRadioOptions({ x: 0.2, y: 0.3, width: 0, height: 0 }, A4, ['Yes', 'No']);
    const moved = moveRadioBox(options, 1, { x: 0.99, y: 0.5, width: 0.03, height: 0.02 });
    expect(moved[0]).toEqual(options[0]);
    expect(close((moved[1]?.box.x ?? 0) + (moved[1]?.box.width ?? 0))).toBe(1);
  });

  it('carries every box along when the frame is moved or resized', () => {
    const options = [
      { value: 'Yes', box: { x: 0.1, y: 0.1, width: 0.1, height: 0.1 } },
      { value: 'No', box: { x: 0.1, y: 0.3, width: 0.1, height: 0.1 } },
    ];
    const moved = reframeRadio(options, { x: 0.5, y: 0.5, width: 0.1, height: 0.3 });
    expect(moved.map((option) => [close(option.box.x), close(option.box.y)])).toEqual([[0.5, 0.5], [0.5, 0.7]]);
    const taller = reframeRadio(options, { x: 0.1, y: 0.1, width: 0.1, height: 0.6 });
    expect(close(taller[1]?.box.y ?? 0)).toBe(0.5);
    expect(close(taller[1]?.box.height ?? 0)).toBe(0.2);
  });
});
