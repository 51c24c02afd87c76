import { describe, expect, it } from 'vitest';
import { fieldTypeOfTag, tagNamesByType } from './field-type-aliases.js';
import { parseTextTag } from './parse-text-tag.js';

describe('parseTextTag', () => {
  it('reads the type, role, name and required of the issue’s examples', () => {
    expect(parseTextTag('{{Signature;role=Client}}')).toEqual({ spec: { type: 'signature', role: 'Client', name: null, required: true } });
    expect(parseTextTag('{{Text;role=Client;name=Company;required}}')).toEqual({ spec: { type: 'text', role: 'Client', name: 'Company', required: true } });
    expect(parseTextTag('{{Date;role=Provider}}')).toEqual({ spec: { type: 'date_signed', role: 'Provider', name: null, required: true } });
  });

  it('ignores case and spaces, and takes optional, options and sizes in points', () => {
    expect(parseTextTag('{{ text ; ROLE = 2 ; Optional }}')).toEqual({ spec: { type: 'text', role: '2', name: null, required: false } });
    expect(parseTextTag('{{Dropdown;role=Client;options=Red | Green|Blue;required}}')).toEqual({
      spec: { type: 'dropdown', role: 'Client', name: null, required: true, options: ['Red', 'Green', 'Blue'] },
    });
    expect(parseTextTag('{{Signature;role=Client;width=200;height=50;optional}}')).toEqual({
      spec: { type: 'signature', role: 'Client', name: null, required: false, width: 200, height: 50 },
    });
  });

  it('refuses what it cannot use, saying which kind of problem', () => {
    expect(parseTextTag('{{Colour;role=Client}}')).toMatchObject({ problem: 'unknown_type' });
    expect(parseTextTag('{{Signature}}')).toMatchObject({ problem: 'missing_role' });
    expect(parseTextTag('{{Signature;role=}}')).toMatchObject({ problem: 'missing_role' });
    expect(parseTextTag('{{Signature;role=Client;colour=red}}')).toMatchObject({ problem: 'unknown_option' });
    expect(parseTextTag('{{Signature;role=Client;bold}}')).toMatchObject({ problem: 'unknown_option' });
    expect(parseTextTag('{{Text;role=Client;name=Company name}}')).toMatchObject({ problem: 'bad_value' });
    expect(parseTextTag('{{Text;role=Client;width=-3}}')).toMatchObject({ problem: 'bad_value' });
    expect(parseTextTag('{{Text;role=Client;options=a|b}}')).toMatchObject({ problem: 'bad_value' });
    expect(parseTextTag('{{Radio;role=Client;options=a}}')).toMatchObject({ problem: 'bad_value' });
    expect(parseTextTag('{{Radio;role=Client}}')).toMatchObject({ problem: 'bad_value' });
  });
});

describe('fieldTypeOfTag', () => {
  it('maps the documented aliases without case, spaces, _ or -', () => {
    expect(fieldTypeOfTag('Date')).toBe('date_signed');
    expect(fieldTypeOfTag('Date Signed')).toBe('date_signed');
    expect(fieldTypeOfTag('DateField')).toBe('date');
    expect(fieldTypeOfTag('SEAL')).toBe('company_seal');
    expect(fieldTypeOfTag('company-seal')).toBe('company_seal');
    expect(fieldTypeOfTag('Label')).toBeNull();
  });

  it('offers a tag for every field type but the label, which is plain text already', () => {
    expect([...tagNamesByType().keys()].sort()).toEqual(
      ['attachment', 'checkbox', 'company_seal', 'date', 'date_signed', 'dropdown', 'email', 'initials', 'name', 'number', 'phone', 'radio', 'signature', 'stamp', 'text', 'textarea'].sort(),
    );
  });
});
