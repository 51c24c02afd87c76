import type { Template } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { fieldProblemOf, templateUseBody, templateUseDefaults, templateUseProblems } from './template-use-form';

const content = {
  id: 10n,
  name: 'Offer letter',
  status: 'draft',
  selfSign: false,
  signingOrder: true,
  subject: 'Your offer',
  message: '',
  draftStep: 3,
  revision: 1,
  documents: [],
  recipients: [
    { id: 2n, order: 2, roleName: 'HR manager', name: 'Hana Ruiz', email: 'hana@example.com', role: 'signer', accessCode: null },
    { id: 1n, order: 1, roleName: 'Employee', name: '', email: '', role: 'signer', accessCode: null },
  ],
  fields: [
    { id: 5n, recipientId: 1n, documentId: 9n, page: 1, type: 'text', x: 0, y: 0, width: 0.1, height: 0.1, required: true, label: 'Salary', defaultValue: '90,000', readOnly: true },
    { id: 6n, recipientId: 1n, documentId: 9n, page: 1, type: 'signature', x: 0, y: 0, width: 0.1, height: 0.1, required: true, label: '', defaultValue: null, readOnly: false },
    { id: 7n, recipientId: 1n, documentId: 9n, page: 1, type: 'checkbox', x: 0, y: 0, width: 0.1, height: 0.1, required: false, label: '', defaultValue: null, readOnly: false },
  ],
  sentAt: null,
  expiresAt: null,
  reminders: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} satisfies NonNullable<Template['content']>;
const template = { content } as Template & { content: typeof content };

describe('using a template', () => {
  it('starts from the version: roles in order with fixed people, prefill for text and checkboxes only', () => {
    const values = templateUseDefaults(template);
    expect(values.roles.map((role) => [role.roleName, role.name, role.pinned?.email ?? null])).toEqual([
      ['Employee', '', null],
      ['HR manager', 'Hana Ruiz', 'hana@example.com'],
    ]);
    expect(values.prefill.map((field) => [field.fieldId, field.roleName, field.value, field.readOnly])).toEqual([
      [5n, 'Employee', '90,000', true],
      [7n, 'Employee', 'false', false],
    ]);
  });

  it('offers the issue 36 kinds a sender can fill, and checks each value by its field’s rules', () => {
    const more = {
      ...content,
      fields: [
        ...content.fields,
        { id: 8n, recipientId: 1n, documentId: 9n, page: 1, type: 'number' as const, x: 0, y: 0, width: 0.1, height: 0.1, required: true, label: 'Days', defaultValue: null, readOnly: false, validation: { max: 30, decimals: 0 } },
        { id: 9n, recipientId: 1n, documentId: 9n, page: 1, type: 'dropdown' as const, x: 0, y: 0, width: 0.1, height: 0.1, required: true, label: 'Team', defaultValue: 'Sales', readOnly: false, options: [{ value: 'Sales' }, { value: 'Support' }] },
        { id: 11n, recipientId: 1n, documentId: 9n, page: 1, type: 'attachment' as const, x: 0, y: 0, width: 0.1, height: 0.1, required: true, label: '', defaultValue: null, readOnly: false },
      ],
    };
    const values = templateUseDefaults({ content: more } as Template & { content: typeof more });
    expect(values.prefill.map((field) => [field.fieldId, field.type, field.value])).toEqual([
      [5n, 'text', '90,000'],
      [7n, 'checkbox', 'false'],
      [8n, 'number', ''],
      [9n, 'dropdown', 'Sales'],
    ]);
    values.roles[0] = { ...values.roles[0]!, name: 'Ann', email: 'ann@example.com' };
    values.prefill[2] = { ...values.prefill[2]!, value: '31' };
    values.prefill[3] = { ...values.prefill[3]!, value: 'Legal' };
    expect(templateUseProblems(values, false).map(({ path, value }) => [path, value?.kind])).toEqual([
      ['prefill.2.value', 'too_large'],
      ['prefill.3.value', 'not_option'],
    ]);
    expect(fieldProblemOf({ ...values.prefill[2], value: '12' })).toBeNull();
  });

  it('keeps each role’s place in the route: its step and group, or the step its signing order meant', () => {
    expect(templateUseDefaults(template).roles.map((role) => [role.roleName, role.step, role.group])).toEqual([
      ['Employee', 1, 'all'],
      ['HR manager', 2, 'all'],
    ]);
    const routed = {
      content: {
        ...content,
        recipients: [
          { ...content.recipients[1], step: 1, group: 'any' as const },
          { ...content.recipients[0], step: 1, group: 'any' as const },
          { id: 3n, order: 3, roleName: 'Payroll', name: 'Pay', email: 'pay@example.com', role: 'copy' as const, accessCode: null, step: null },
        ],
      },
    } as Template & { content: typeof content };
    expect(templateUseDefaults(routed).roles.map((role) => [role.roleName, role.role, role.step, role.group])).toEqual([
      ['Employee', 'signer', 1, 'any'],
      ['HR manager', 'signer', 1, 'any'],
      ['Payroll', 'copy', null, 'all'],
    ]);
  });

  it('asks for a name and a valid e-mail for every role', () => {
    const values = templateUseDefaults(template);
    expect(templateUseProblems(values, true)).toEqual([
      { path: 'roles.0.name', problem: 'missing' },
      { path: 'roles.0.email', problem: 'missing' },
    ]);
    values.roles[0] = { ...values.roles[0]!, name: 'Ann', email: 'not-mail' };
    expect(templateUseProblems(values, true)).toEqual([{ path: 'roles.0.email', problem: 'email_invalid' }]);
  });

  it('asks for the mobile number of a role verified by SMS code, and sends it as E.164 even for a fixed person (issue 35)', () => {
    const sms = { ...template, content: { ...content, recipients: content.recipients.map((role) => ({ ...role, verification: 'sms_code' as const })) } };
    const defaults = templateUseDefaults(sms);
    expect(defaults.roles.map((role) => [role.verification, role.phone])).toEqual([
      ['sms_code', ''],
      ['sms_code', ''],
    ]);
    const values = { ...defaults, roles: defaults.roles.map((role, index) => ({ ...role, name: role.name || 'Eve', email: role.email || 'eve@example.com', phone: index === 0 ? '138 0013 8000' : '+86 139-1234-5678' })) };
    expect(templateUseProblems(values, true)).toEqual([{ path: 'roles.0.phone', problem: 'phone_invalid' }]);
    values.roles[0]!.phone = '+86 138 0013 8000';
    expect(templateUseProblems(values, true)).toEqual([]);
    expect(templateUseBody(values, defaults, true).roles).toEqual([
      { roleId: 1n, name: 'Eve', email: 'eve@example.com', phone: '+8613800138000' },
      { roleId: 2n, name: 'Hana Ruiz', email: 'hana@example.com', phone: '+8613912345678' },
    ]);
  });

  it('asks, to send, for a value for each read-only text, which the signer cannot give; a draft may wait', () => {
    const values = templateUseDefaults(template);
    values.roles[0] = { ...values.roles[0]!, name: 'Ann', email: 'ann@example.com' };
    values.prefill[0] = { ...values.prefill[0]!, value: ' ' };
    expect(templateUseProblems(values, true)).toEqual([{ path: 'prefill.0.value', problem: 'read_only_empty' }]);
    expect(templateUseProblems(values, false)).toEqual([]);
  });

  it('sends open roles, changed fixed people, changed values and texts only', () => {
    const defaults = templateUseDefaults(template);
    const values = templateUseDefaults(template);
    values.roles[0] = { ...values.roles[0]!, name: ' Ann Lee ', email: 'Ann@Example.com' };
    values.prefill[0] = { ...values.prefill[0]!, value: '95,000' };
    values.subject = 'Your offer, Ann';
    expect(templateUseBody(values, defaults, true)).toEqual({
      roles: [{ roleId: 1n, name: 'Ann Lee', email: 'ann@example.com' }],
      prefill: [{ fieldId: 5n, value: '95,000' }],
      subject: 'Your offer, Ann',
      send: true,
    });
    values.roles[1] = { ...values.roles[1]!, email: 'henry@example.com', name: 'Henry' };
    expect(templateUseBody(values, defaults, false).roles).toHaveLength(2);
  });
});
