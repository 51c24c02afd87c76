import { ZAgreementFieldsInput } from '@signet/contracts';
import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { fieldsCheck, fieldsFromAgreement, keepKnownFields, recipientLabel, sameFields, signersOf, toFieldsInput } from './field-draft';
import type { DraftField } from './field-draft';

type Recipient = Agreement['recipients'][number];
const recipient = (id: bigint, order: number, role: Recipient['role'], name = `R${order}`): Recipient => ({
  id,
  order,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role,
  accessCode: null,
});

const field = (overrides: Partial<DraftField> = {}): DraftField => ({
  key: 'k1',
  recipientId: '100000000000000001',
  documentId: '200000000000000001',
  page: 1,
  type: 'signature',
  x: 0.1,
  y: 0.2,
  width: 0.3,
  height: 0.05,
  required: true,
  label: '',
  defaultValue: '',
  readOnly: false,
  sealKind: null,
  conditionKey: null,
  helpText: '',
  validation: null,
  options: null,
  showIf: null,
  ...overrides,
});

describe('signersOf', () => {
  it('lists signers by order with their place among signers', () => {
    const list = signersOf([recipient(3n, 3, 'signer'), recipient(1n, 1, 'signer'), recipient(2n, 2, 'viewer')]);
    expect(list.map((entry) => [entry.recipient.id, entry.signerIndex])).toEqual([
      [1n, 0],
      [3n, 1],
    ]);
  });

  it('offers approvers fields too, but never fillers, viewers or copies', () => {
    const list = signersOf([recipient(1n, 1, 'approver'), recipient(2n, 2, 'filler'), recipient(3n, 3, 'signer'), recipient(4n, 4, 'copy'), recipient(5n, 5, 'viewer')]);
    expect(list.map((entry) => [entry.recipient.id, entry.signerIndex])).toEqual([
      [1n, 0],
      [3n, 1],
    ]);
  });
});

describe('toFieldsInput', () => {
  it('saves the issue 36 kinds with their rules, options and condition, and the schema accepts them', () => {
    const radio = field({
      key: 'r',
      type: 'radio',
      conditionKey: 'fkind',
      options: [
        { value: ' Company ', box: { x: 0.5, y: 0.5, width: 0.03, height: 0.02 } },
        { value: 'Person', box: { x: 0.6, y: 0.4, width: 0.03, height: 0.02 } },
      ],
    });
    const body = toFieldsInput([
      field(),
      radio,
      field({ key: 'n', type: 'number', validation: { min: 1, max: 9, decimals: 0, pattern: 'x' }, helpText: ' How many ' }),
      field({ key: 't', type: 'textarea', validation: { pattern: '[A-Z ]+', patternMessage: 'Capitals', minLength: 2 }, showIf: { key: 'fkind', equals: 'Company' } }),
      field({ key: 'd', type: 'dropdown', options: [{ value: 'A', box: { x: 0, y: 0, width: 0.1, height: 0.1 } }, { value: 'B' }], defaultValue: 'Gone' }),
      field({ key: 'l', type: 'label', defaultValue: 'Office use', required: true, helpText: 'ignored' }),
      field({ key: 'x', type: 'text', showIf: { key: 'fmissing', equals: 'true' } }),
    ]);
    // The group is saved framing its boxes.
    expect(body[1]).toMatchObject({ key: 'fkind', x: 0.5, y: 0.4, width: 0.13, height: 0.12, options: [{ value: 'Company' }, { value: 'Person' }] });
    expect(body[2]).toMatchObject({ validation: { min: 1, max: 9, decimals: 0 }, helpText: 'How many' });
    expect(body[3]).toMatchObject({ validation: { pattern: '[A-Z ]+', patternMessage: 'Capitals', minLength: 2 }, showIf: { key: 'fkind', equals: 'Company' } });
    expect(body[4]).toMatchObject({ options: [{ value: 'A' }, { value: 'B' }], defaultValue: null });
    expect(body[5]).toMatchObject({ required: false, readOnly: true, defaultValue: 'Office use', helpText: '' });
    // A condition whose field is gone is not saved.
    expect(body[6]?.showIf).toBeNull();
    expect(ZAgreementFieldsInput.safeParse({ revision: 3, fields: body, draftStep: 2 }).success).toBe(true);
  });

  it('maps to the API body with bigint ids, and the schema accepts it', () => {
    const body = toFieldsInput([field(), field({ key: 'k2', type: 'text', required: false, label: '  Company  ' })]);
    expect(body[0]).toMatchObject({ recipientId: 100000000000000001n, documentId: 200000000000000001n, page: 1, type: 'signature', required: true, label: '' });
    expect(body[1]).toMatchObject({ type: 'text', required: false, label: 'Company' });
    expect(ZAgreementFieldsInput.safeParse({ revision: 3, fields: body, draftStep: 2 }).success).toBe(true);
  });

  it('always makes a signature required and drops labels of non-text fields', () => {
    const [signature, name] = toFieldsInput([field({ required: false, label: 'x' }), field({ type: 'name', required: false, label: 'y' })]);
    expect(signature).toMatchObject({ required: true, label: '' });
    expect(name).toMatchObject({ required: false, label: '' });
  });

  it('keeps rounding errors from pushing a field off the page', () => {
    const [input] = toFieldsInput([field({ x: 0.7000004, width: 0.3000004, y: -0.0000001 })]);
    expect((input?.x ?? 0) + (input?.width ?? 0)).toBeLessThanOrEqual(1);
    expect(input?.y).toBe(0);
  });
});

describe('fieldsFromAgreement and sameFields', () => {
  it('reads saved fields back as the same list', () => {
    const saved = fieldsFromAgreement({
      fields: [{ id: 9n, recipientId: 100000000000000001n, documentId: 200000000000000001n, page: 1, type: 'signature', x: 0.1, y: 0.2, width: 0.3, height: 0.05, required: true, label: '' }],
    });
    expect(saved[0]?.recipientId).toBe('100000000000000001');
    expect(sameFields(saved, [field()])).toBe(true);
    expect(sameFields(saved, [field({ x: 0.11 })])).toBe(false);
    expect(sameFields(saved, [])).toBe(false);
  });
});

describe('fieldsCheck', () => {
  const alice = recipient(100000000000000001n, 1, 'signer', 'Alice');
  const viewer = recipient(100000000000000002n, 2, 'viewer', 'Vic');
  const bob = recipient(100000000000000003n, 3, 'signer', 'Bob');

  it('asks for a signature field first when there is none at all', () => {
    expect(fieldsCheck([alice, bob], [field({ type: 'name' })], { template: false })?.messageKey).toBe('need_signature_field');
  });

  it('then names the first signer without one, numbered among the signers', () => {
    const problem = fieldsCheck([bob, viewer, alice], [field()], { template: false });
    expect(problem).toMatchObject({ messageKey: 'need_signature_position', values: { n: 2 }, recipientIndex: 2, code: 7205 });
  });

  it('names the read-only fields left without a value, in an agreement but not in a template', () => {
    const fields = [
      field(),
      field({ key: 'c', type: 'text', label: 'Company', readOnly: true, required: false }),
      field({ key: 'n', type: 'name', page: 2, readOnly: true, required: false }),
      field({ key: 'ok', type: 'text', label: 'Salary', defaultValue: '52,000', readOnly: true }),
      field({ key: 'box', type: 'checkbox', readOnly: true }),
    ];
    expect(fieldsCheck([alice], fields, { template: false })).toMatchObject({
      messageKey: 'read_only_fields_empty',
      values: { fields: ['Company', { key: 'field_unlabelled_name', values: { page: 2 } }] },
      fieldIndexes: [1, 2],
    });
    expect(fieldsCheck([alice], fields, { template: true })).toBeNull();
  });

  it('passes when every signer has a signature', () => {
    expect(fieldsCheck([alice, viewer, bob], [field(), field({ key: 'b', recipientId: String(bob.id) })], { template: false })).toBeNull();
  });
});

describe('keepKnownFields', () => {
  it('drops fields of removed signers, documents and pages', () => {
    const agreement = {
      recipients: [recipient(100000000000000001n, 1, 'signer')],
      documents: [{ id: 200000000000000001n, pageCount: 2 }] as unknown as Agreement['documents'],
    };
    const kept = keepKnownFields([field(), field({ key: 'b', page: 3 }), field({ key: 'c', recipientId: '5' }), field({ key: 'd', documentId: '6' })], agreement);
    expect(kept.map((f) => f.key)).toEqual(['k1']);
  });

  it('drops the fields of a recipient whose role now holds none, as the server does', () => {
    const documents = [{ id: 200000000000000001n, pageCount: 2 }] as unknown as Agreement['documents'];
    for (const role of ['filler', 'copy', 'viewer'] as const) {
      expect(keepKnownFields([field()], { recipients: [recipient(100000000000000001n, 1, role)], documents })).toEqual([]);
    }
    expect(keepKnownFields([field()], { recipients: [recipient(100000000000000001n, 1, 'approver')], documents })).toHaveLength(1);
  });
});

describe('defaults and roles (issue 14)', () => {
  it('sends a default and read-only only for fields the sender may fill, trimmed', () => {
    const [text, signature] = toFieldsInput([
      field({ type: 'text', defaultValue: '  90,000 ', readOnly: true, required: false }),
      field({ type: 'signature', defaultValue: 'x', readOnly: true }),
    ]);
    expect(text).toMatchObject({ defaultValue: '90,000', readOnly: true });
    expect(signature).toMatchObject({ defaultValue: null, readOnly: false });
    expect(ZAgreementFieldsInput.safeParse({ revision: 0, fields: [text, signature] }).success).toBe(true);
    expect(sameFields([field({ type: 'text', defaultValue: 'a' })], [field({ type: 'text', defaultValue: 'b' })])).toBe(false);
  });

  it('names a template role with its fixed person, and a person without a role by name', () => {
    expect(recipientLabel({ roleName: 'HR manager', name: 'Hana Ruiz', email: 'hana@example.com' })).toBe('HR manager · Hana Ruiz');
    expect(recipientLabel({ roleName: 'Employee', name: '', email: '' })).toBe('Employee');
    expect(recipientLabel({ roleName: '', name: '', email: 'ann@example.com' })).toBe('ann@example.com');
  });
});
