import { describe, expect, it } from 'vitest';
import { continueProblem } from './continue-check';
import { emptyRecipient, type RecipientValues } from './draft-form';
import { addRecipientProblem, maxSignersFor } from './recipient-limits';

const al: RecipientValues = { ...emptyRecipient(), name: 'Al', email: 'al@example.com' };
const base = { uploadsRunning: 0, documentCount: 1, selfSign: false, senderEmail: 'me@example.com', recipients: [al], maxSigners: 5 };

describe('continueProblem', () => {
  it('passes a complete step', () => {
    expect(continueProblem(base)).toBeNull();
  });

  it('checks uploads first, then documents, then recipients', () => {
    expect(continueProblem({ ...base, uploadsRunning: 1, documentCount: 0, recipients: [] })?.messageKey).toBe('wait_for_upload');
    expect(continueProblem({ ...base, documentCount: 0, recipients: [] })?.messageKey).toBe('need_documents');
    expect(continueProblem({ ...base, recipients: [] })).toMatchObject({ target: 'recipients', messageKey: 'need_one_recipient' });
  });

  it('points at the first incomplete row', () => {
    expect(continueProblem({ ...base, recipients: [al, emptyRecipient()] })).toMatchObject({ messageKey: 'need_signers_info', recipientIndex: 1 });
  });

  it('asks for a signer, and no more signers than the plan allows', () => {
    expect(continueProblem({ ...base, recipients: [{ ...al, role: 'viewer' }] })?.messageKey).toBe('need_signer');
    expect(continueProblem({ ...base, recipients: [al, { ...al, email: 'b@example.com' }], maxSigners: 1 })).toMatchObject({
      messageKey: 'max_signers',
      values: { n: 1 },
    });
  });

  it('asks for the access code or the mobile number the chosen verification needs, at its input (issue 35)', () => {
    expect(continueProblem({ ...base, recipients: [al, { ...al, verification: 'access_code', accessCode: ' ' }] })).toEqual({
      target: 'recipients',
      messageKey: 'need_access_code',
      recipientIndex: 1,
      recipientField: 'accessCode',
    });
    expect(continueProblem({ ...base, recipients: [{ ...al, verification: 'sms_code' }] })).toMatchObject({ messageKey: 'need_verification_phone', recipientIndex: 0, recipientField: 'phone' });
    expect(continueProblem({ ...base, recipients: [{ ...al, verification: 'sms_code', phone: '+8613800138000' }, { ...al, verification: 'email_code' }] })).toBeNull();
  });

  it('ignores recipients for "just need my signature" but needs the sender\'s e-mail', () => {
    expect(continueProblem({ ...base, selfSign: true, recipients: [] })).toBeNull();
    expect(continueProblem({ ...base, selfSign: true, senderEmail: null })).toMatchObject({ target: 'selfEmail', messageKey: 'http_error_7501' });
    expect(continueProblem({ ...base, selfSign: true, documentCount: 0 })?.messageKey).toBe('need_documents');
  });
});

describe('recipient limits', () => {
  it('reads the plan, capped by the contract, and falls back to the ceiling', () => {
    expect(maxSignersFor({ planId: 'free' } as never)).toBe(5);
    expect(maxSignersFor(null)).toBe(50);
  });

  it('refuses a row past the plan\'s signers or the rows per agreement', () => {
    expect(addRecipientProblem([al, al], 3)).toBeNull();
    expect(addRecipientProblem([al, al, al], 3)).toEqual({ messageKey: 'max_signers', values: { n: 3 } });
    expect(addRecipientProblem(Array.from({ length: 50 }, () => ({ role: 'viewer' as const })), 50)).toEqual({ messageKey: 'max_signers', values: { n: 50 } });
  });

  it("checks a template's roles instead: named, once each, a fixed person complete or absent", () => {
    const role = (roleName: string, extra: Partial<RecipientValues> = {}): RecipientValues => ({ ...emptyRecipient(), roleName, ...extra });
    expect(continueProblem({ ...base, template: true, recipients: [role('Employee'), role('HR', { name: 'Hana', email: 'hana@example.com' })] })).toBeNull();
    expect(continueProblem({ ...base, template: true, recipients: [role('Employee'), role('')] })).toMatchObject({ messageKey: 'need_role_name', recipientIndex: 1 });
    expect(continueProblem({ ...base, template: true, recipients: [role('Employee'), role('employee')] })).toMatchObject({ messageKey: 'role_name_taken', recipientIndex: 1 });
    expect(continueProblem({ ...base, template: true, recipients: [role('HR', { name: 'Hana' })] })).toMatchObject({ messageKey: 'need_signers_info', recipientIndex: 0 });
    expect(continueProblem({ ...base, template: true, recipients: [role('Client', { role: 'viewer' })] })?.messageKey).toBe('need_signer');
  });
});
