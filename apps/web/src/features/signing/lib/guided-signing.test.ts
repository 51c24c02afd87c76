import { describe, expect, it } from 'vitest';
import { GUIDED_FIELD_PX, GUIDED_MAX_ZOOM, guidedZoom, missingFields } from './guided-signing';
import type { SignerField } from './field-values';

let nextId = 1n;
function field(partial: Partial<SignerField> & Pick<SignerField, 'type'>): SignerField {
  return { id: nextId++, documentId: 10n, page: 1, x: 0.1, y: 0.1, width: 0.2, height: 0.05, required: true, label: '', value: null, imageSha256: null, filledAt: null, ...partial };
}

const letter = { width: 612, height: 792 };

describe('guided signing on a phone', () => {
  it('zooms a small field until it is at least 44 px tall on screen', () => {
    // 374 px wide page: a 4% tall field is 0.04 × 792 × 374/612 ≈ 19.4 px.
    const zoom = guidedZoom({ height: 0.04 }, letter, 374);
    expect(zoom).toBeGreaterThan(2);
    expect(0.04 * letter.height * (374 / letter.width) * zoom).toBeGreaterThanOrEqual(GUIDED_FIELD_PX - 0.5);
  });

  it('leaves a field that is already big enough, and never zooms past the limit', () => {
    expect(guidedZoom({ height: 0.2 }, letter, 374)).toBe(1);
    expect(guidedZoom({ height: 0.001 }, letter, 374)).toBe(GUIDED_MAX_ZOOM);
    expect(guidedZoom({ height: 0.02 }, undefined, 374)).toBe(1);
  });

  it('lists what Finish still waits for in reading order, leaving out optional and server-filled fields', () => {
    const lower = field({ type: 'signature', y: 0.8 });
    const upper = field({ type: 'text', y: 0.2, label: 'Title' });
    const optional = field({ type: 'checkbox', required: false });
    const date = field({ type: 'date_signed' });
    const done = field({ type: 'name', y: 0.5 });
    const missing = missingFields([lower, upper, optional, date, done], [{ id: 10n }], { [String(done.id)]: { text: 'Ann Lee' } });
    expect(missing).toEqual([upper, lower]);
  });
});
