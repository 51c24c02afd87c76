import { describe, expect, it } from 'vitest';
import { compactPhone, fieldValueProblem, isFieldShown, isIsoDate } from './field-value-rules.js';

describe('fieldValueProblem', () => {
  it('keeps text to one line, within its lengths and pattern, with the sender’s own message', () => {
    const field = { type: 'text' as const, validation: { minLength: 2, maxLength: 5, pattern: '[A-Z]+', patternMessage: 'Capitals only' } };
    expect(fieldValueProblem(field, 'AB\nC')?.message).toBe('Write this on one line.');
    expect(fieldValueProblem(field, 'A')?.message).toBe('Write at least 2 characters.');
    expect(fieldValueProblem(field, 'ABCDEF')?.message).toBe('Write at most 5 characters.');
    expect(fieldValueProblem(field, 'abc')?.message).toBe('Capitals only');
    expect(fieldValueProblem(field, 'ABC')).toBeNull();
    expect(fieldValueProblem({ type: 'textarea' }, 'two\nlines')).toBeNull();
  });

  it('anchors the pattern to the whole value', () => {
    expect(fieldValueProblem({ type: 'text', validation: { pattern: '\\d{3}' } }, 'x123x')?.kind).toBe('pattern');
  });

  it('checks numbers for shape, decimals and range', () => {
    const field = { type: 'number' as const, validation: { min: -1, max: 10, decimals: 1 } };
    expect(fieldValueProblem(field, '1e3')?.kind).toBe('not_number');
    expect(fieldValueProblem(field, '2.25')?.message).toBe('Use at most 1 digits after the decimal point.');
    expect(fieldValueProblem({ type: 'number', validation: { decimals: 0 } }, '2.5')?.message).toBe('Enter a whole number.');
    expect(fieldValueProblem(field, '-1.5')?.message).toBe('Enter -1 or more.');
    expect(fieldValueProblem(field, '10.5')?.message).toBe('Enter 10 or less.');
    expect(fieldValueProblem(field, '-0.5')).toBeNull();
  });

  it('takes real calendar dates, international phone numbers and only the options given', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(fieldValueProblem({ type: 'date' }, '29/02/2024')?.kind).toBe('not_date');
    expect(compactPhone('+86 138-1234-5678')).toBe('+8613812345678');
    expect(fieldValueProblem({ type: 'phone' }, '+86 138 1234 5678')).toBeNull();
    expect(fieldValueProblem({ type: 'phone' }, '138 1234 5678')?.kind).toBe('not_phone');
    const dropdown = { type: 'dropdown' as const, options: [{ value: 'Red' }, { value: 'Blue' }] };
    expect(fieldValueProblem(dropdown, 'Blue')).toBeNull();
    expect(fieldValueProblem(dropdown, 'Green')?.message).toBe('Choose one of the options given.');
  });
});

describe('isFieldShown', () => {
  const values: Record<string, string | null> = { agree: 'true', colour: 'Red', other: null };
  const valueOf = (key: string) => values[key] ?? null;
  it('shows a field without a condition, and one whose condition holds', () => {
    expect(isFieldShown({ type: 'text' }, valueOf)).toBe(true);
    expect(isFieldShown({ type: 'text', showIf: { key: 'agree', equals: 'true' } }, valueOf)).toBe(true);
    expect(isFieldShown({ type: 'text', showIf: { key: 'colour', equals: 'Blue' } }, valueOf)).toBe(false);
  });
  it('counts an untouched checkbox as unticked', () => {
    expect(isFieldShown({ type: 'text', showIf: { key: 'other', equals: 'false' } }, valueOf)).toBe(true);
    expect(isFieldShown({ type: 'text', showIf: { key: 'other', equals: 'true' } }, valueOf)).toBe(false);
  });
});
