import { describe, expect, it } from 'vitest';
import { signerField } from '../testing/signer-view';
import { missingFields } from './guided-signing';
import { initialValues, isFilled, nextField, requiredProgress, submitBody, valueProblem } from './field-values';
import type { SignerField } from './field-values';
import { shownFields } from './field-visibility';

let nextId = 100n;
const field = (overrides: Partial<SignerField> & Pick<SignerField, 'type'>) => signerField({ id: nextId++, ...overrides });
const documents = [{ id: 2n }];

describe("issue 36's field types", () => {
  const number = field({ type: 'number', validation: { min: 0, max: 100, decimals: 1 }, y: 0.1 });
  const date = field({ type: 'date', y: 0.2 });
  const dropdown = field({ type: 'dropdown', options: [{ value: 'Red' }, { value: 'Blue' }], y: 0.3 });
  const radio = field({ type: 'radio', options: [{ value: 'A', box: { x: 0.1, y: 0.4, width: 0.02, height: 0.02 } }, { value: 'B', box: { x: 0.2, y: 0.4, width: 0.02, height: 0.02 } }], y: 0.4 });
  const phone = field({ type: 'phone', y: 0.5 });
  const notes = field({ type: 'textarea', required: false, y: 0.6 });
  const attachment = field({ type: 'attachment', y: 0.7 });
  const stamp = field({ type: 'stamp', y: 0.8 });
  const label = field({ type: 'label', readOnly: true, value: 'Section 2', y: 0.05 });
  const fields = [number, date, dropdown, radio, phone, notes, attachment, stamp, label];
  const filled = {
    [String(number.id)]: { text: '12.5' },
    [String(date.id)]: { text: '2026-11-29' },
    [String(dropdown.id)]: { text: 'Blue' },
    [String(radio.id)]: { text: 'B' },
    [String(phone.id)]: { text: '+86 138-1234-5678' },
    [String(notes.id)]: { text: ' line one\nline two ' },
    [String(attachment.id)]: { attachment: { id: 55n, name: 'passport.pdf', size: 2048 } },
    [String(stamp.id)]: { image: 'data:image/png;base64,STAMP' },
  };

  it('counts every type but the label, and a value breaking the rules is not done', () => {
    expect(requiredProgress(fields, initialValues(fields))).toEqual({ done: 0, total: 7 });
    expect(requiredProgress(fields, filled)).toEqual({ done: 7, total: 7 });
    expect(isFilled(number, { text: '12.55' })).toBe(false);
    expect(valueProblem(number, { text: '12.55' })).toMatchObject({ kind: 'too_many_decimals', params: { decimals: 1 } });
    expect(valueProblem(number, { text: '' })).toBeNull();
    expect(valueProblem(dropdown, { text: 'Green' })?.kind).toBe('not_option');
    expect(nextField(fields, documents, initialValues(fields))?.id).toBe(number.id);
  });

  it('lists an optional field whose value breaks its rules among what Finish waits for', () => {
    const short = field({ type: 'text', required: false, validation: { minLength: 3 } });
    expect(missingFields([short], documents, { [String(short.id)]: { text: 'ab' } })).toEqual([short]);
    expect(missingFields([short], documents, { [String(short.id)]: { text: '' } })).toEqual([]);
  });

  it('submits each type in its own member: text, a compact phone number, the upload id, the stamp image; never a label', () => {
    expect(submitBody(fields, filled)).toEqual([
      { fieldId: number.id, text: '12.5' },
      { fieldId: date.id, text: '2026-11-29' },
      { fieldId: dropdown.id, text: 'Blue' },
      { fieldId: radio.id, text: 'B' },
      { fieldId: phone.id, text: '+8613812345678' },
      { fieldId: notes.id, text: 'line one\nline two' },
      { fieldId: attachment.id, attachmentId: 55n },
      { fieldId: stamp.id, image: 'STAMP' },
    ]);
  });

  it('starts an attachment field from its earlier upload', () => {
    const uploaded = field({ type: 'attachment', attachment: { id: 9n, fieldId: 1n, recipientId: 3n, name: 'id.png', contentType: 'image/png', size: 10, sha256: 'x', uploadedAt: '2026-11-29T00:00:00Z' } });
    expect(initialValues([uploaded])[String(uploaded.id)]).toEqual({ attachment: { id: 9n, name: 'id.png', size: 10 } });
  });
});

describe('conditional fields', () => {
  const ticked = field({ type: 'checkbox', key: 'has_company', required: false });
  const company = field({ type: 'text', showIf: { key: 'has_company', equals: 'true' } });
  const plan = field({ type: 'dropdown', key: 'plan', options: [{ value: 'Basic' }, { value: 'Pro' }], required: false });
  const seats = field({ type: 'number', showIf: { key: 'plan', equals: 'Pro' } });
  // Depends on a field that is itself hidden until the box is ticked.
  const vat = field({ type: 'text', key: 'vat', showIf: { key: 'company', equals: 'x' } });
  const fields = [ticked, company, plan, seats, vat];

  it('hides a field until its checkbox is ticked or its choice is made, and then requires it', () => {
    const empty = initialValues(fields);
    expect(shownFields(fields, empty)).toEqual([ticked, plan]);
    expect(requiredProgress(fields, empty)).toEqual({ done: 0, total: 0 });
    const chosen = { ...empty, [String(ticked.id)]: { checked: true }, [String(plan.id)]: { text: 'Pro' } };
    expect(shownFields(fields, chosen)).toEqual([ticked, company, plan, seats]);
    expect(requiredProgress(fields, chosen)).toEqual({ done: 0, total: 2 });
    expect(nextField(fields, documents, chosen)?.id).toBe(company.id);
  });

  it('does not submit the value of a field hidden again', () => {
    const values = { [String(ticked.id)]: { checked: false }, [String(company.id)]: { text: 'Acme' }, [String(plan.id)]: { text: 'Basic' }, [String(seats.id)]: { text: '5' } };
    expect(submitBody(fields, values)).toEqual([
      { fieldId: ticked.id, checked: false },
      { fieldId: plan.id, text: 'Basic' },
    ]);
  });
});
