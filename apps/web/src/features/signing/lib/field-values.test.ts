import { describe, expect, it } from 'vitest';
import { allRequiredDone, initialValues, isFilled, nextField, readingOrder, requiredProgress, submitBody } from './field-values';
import type { SignerField } from './field-values';

let nextId = 1n;
function field(partial: Partial<SignerField> & Pick<SignerField, 'type'>): SignerField {
  return {
    id: nextId++,
    documentId: 10n,
    page: 1,
    x: 0.1,
    y: 0.1,
    width: 0.2,
    height: 0.05,
    required: true,
    label: '',
    value: null,
    imageSha256: null,
    filledAt: null,
    ...partial,
  };
}

const documents = [{ id: 10n }, { id: 20n }];

describe('reading order and the next field', () => {
  const sigPage2 = field({ type: 'signature', page: 2, y: 0.5 });
  const textPage1Low = field({ type: 'text', page: 1, y: 0.8 });
  const initialsPage1High = field({ type: 'initials', page: 1, y: 0.2, x: 0.6 });
  const checkboxPage1High = field({ type: 'checkbox', page: 1, y: 0.2, x: 0.1, required: false });
  const dateDoc2 = field({ type: 'date_signed', documentId: 20n });
  const sigDoc2 = field({ type: 'signature', documentId: 20n, y: 0.9 });
  const fields = [sigDoc2, sigPage2, dateDoc2, textPage1Low, initialsPage1High, checkboxPage1High];

  it('sorts by document, page, top then left', () => {
    expect(readingOrder(fields, documents)).toEqual([checkboxPage1High, initialsPage1High, textPage1Low, sigPage2, dateDoc2, sigDoc2]);
  });

  it('goes to required fields first, then optional ones, skipping what the server fills', () => {
    const values = initialValues(fields);
    expect(nextField(fields, documents, values)).toBe(initialsPage1High);
    expect(nextField(fields, documents, values, String(initialsPage1High.id))).toBe(textPage1Low);
    // Wraps round from the last field.
    expect(nextField(fields, documents, values, String(sigDoc2.id))).toBe(initialsPage1High);
    const filled = {
      ...values,
      [String(initialsPage1High.id)]: { image: 'data:image/png;base64,AA' },
      [String(textPage1Low.id)]: { text: 'x' },
      [String(sigPage2.id)]: { image: 'data:image/png;base64,AA' },
      [String(sigDoc2.id)]: { image: 'data:image/png;base64,AA' },
    };
    expect(nextField(fields, documents, filled)).toBe(checkboxPage1High);
    expect(nextField(fields, documents, { ...filled, [String(checkboxPage1High.id)]: { checked: true } })).toBeNull();
  });
});

describe('required fields', () => {
  it('counts what the server will accept', () => {
    const name = field({ type: 'name', value: 'Ann Lee' });
    const email = field({ type: 'email', value: 'ann@example.com' });
    const text = field({ type: 'text' });
    const box = field({ type: 'checkbox' });
    const sig = field({ type: 'signature' });
    const optional = field({ type: 'text', required: false });
    const fields = [name, email, text, box, sig, optional];
    const values = initialValues(fields);
    expect(values[String(name.id)]).toEqual({ text: 'Ann Lee' });
    expect(requiredProgress(fields, values)).toEqual({ done: 1, total: 4 });
    expect(isFilled(text, { text: '   ' })).toBe(false);
    expect(isFilled(box, { checked: false })).toBe(false);
    const done = { ...values, [String(text.id)]: { text: 'ok' }, [String(box.id)]: { checked: true }, [String(sig.id)]: { image: 'data:,x' } };
    expect(allRequiredDone(fields, values)).toBe(false);
    expect(allRequiredDone(fields, done)).toBe(true);
    expect(allRequiredDone([], {})).toBe(true);
  });
});

describe('the submit body', () => {
  it('maps each type to the member the server takes and leaves out what it fills itself', () => {
    const sig = field({ type: 'signature' });
    const initials = field({ type: 'initials', required: false });
    const name = field({ type: 'name' });
    const text = field({ type: 'text', required: false });
    const box = field({ type: 'checkbox', required: false });
    const email = field({ type: 'email' });
    const date = field({ type: 'date_signed' });
    const body = submitBody([sig, initials, name, text, box, email, date], {
      [String(sig.id)]: { image: 'data:image/png;base64,iVBOR' },
      [String(initials.id)]: {},
      [String(name.id)]: { text: '  Ann Lee ' },
      [String(text.id)]: { text: '' },
      [String(box.id)]: { checked: false },
    });
    expect(body).toEqual([
      { fieldId: sig.id, image: 'iVBOR' },
      { fieldId: name.id, text: 'Ann Lee' },
      { fieldId: box.id, checked: false },
    ]);
  });
});

describe('values the sender filled in (issue 14)', () => {
  const salary = field({ type: 'text', label: 'Salary', value: '95,000', readOnly: true });
  const team = field({ type: 'text', label: 'Team', value: 'Design', required: false });
  const signature = field({ type: 'signature' });

  it('starts from the sender’s value, and leaves read-only ones out of the work and the submit', () => {
    const values = initialValues([salary, team, signature]);
    expect(values[String(team.id)]).toEqual({ text: 'Design' });
    expect(requiredProgress([salary, team, signature], values)).toEqual({ done: 0, total: 1 });
    expect(nextField([salary, team, signature], documents, values)?.id).toBe(signature.id);
    expect(submitBody([salary, team, signature], { ...values, [String(salary.id)]: { text: 'changed' } })).toEqual([{ fieldId: team.id, text: 'Design' }]);
    // Emptying a value the sender filled in is an answer too, so it is sent.
    expect(submitBody([team], { [String(team.id)]: { text: '' } })).toEqual([{ fieldId: team.id, text: '' }]);
  });

  it("sends only what a filler gave for someone else's fields: an empty or unticked one stays theirs", () => {
    const address = field({ type: 'text', forRecipient: 7n });
    const phone = field({ type: 'text', forRecipient: 7n });
    const name = field({ type: 'name', forRecipient: 8n });
    const agreed = field({ type: 'checkbox', forRecipient: 8n });
    const checked = field({ type: 'checkbox', forRecipient: 8n });
    const values = { [String(address.id)]: { text: ' 1 Harbour Road ' }, [String(phone.id)]: { text: '' }, [String(name.id)]: { text: '' }, [String(agreed.id)]: { checked: false }, [String(checked.id)]: { checked: true } };
    expect(submitBody([address, phone, name, agreed, checked], values)).toEqual([
      { fieldId: address.id, text: '1 Harbour Road' },
      { fieldId: checked.id, checked: true },
    ]);
  });
});
