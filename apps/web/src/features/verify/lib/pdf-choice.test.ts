import { describe, expect, it } from 'vitest';
import { choosePdf } from './pdf-choice';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('choosePdf', () => {
  it('takes one PDF by type or by name in any case', () => {
    expect(choosePdf([file('Offer.pdf')]).refusal).toBeNull();
    expect(choosePdf([file('OFFER.PDF')]).refusal).toBeNull();
    expect(choosePdf([file('scan', 1000, 'application/pdf')]).refusal).toBeNull();
  });

  it('refuses anything else with its reason', () => {
    expect(choosePdf([file('photo.png', 1000, 'image/png')]).refusal).toBe('notPdf');
    expect(choosePdf([file('a.pdf'), file('b.pdf')]).refusal).toBe('tooMany');
    expect(choosePdf([file('a.pdf', 0)]).refusal).toBe('empty');
    expect(choosePdf([file('a.pdf', 11)], 10).refusal).toBe('tooLarge');
    expect(choosePdf([]).refusal).toBe('notPdf');
  });
});
