import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { formPathOf, isShownPath, issuesFromError } from './form-issues';
import { validateStep1 } from './validate-step1';
import { emptyRecipient, emptyStep1Values } from './draft-form';

const parameterError = (issues: unknown[], msg = 'Parameter error') => new ApiError(403, msg, { issues });

describe('issuesFromError', () => {
  it('puts catalogue messages on their fields with the field\'s limit', () => {
    const issues = issuesFromError(
      parameterError([
        { in: 'body', path: 'name', message: 'up_to_chars' },
        { in: 'body', path: 'recipients.1.name', message: 'up_to_chars' },
        { in: 'body', path: 'message', message: 'enter_within_chars' },
      ]),
    );
    expect(issues).toEqual([
      { path: 'name', messageKey: 'up_to_chars', values: { n: 100 } },
      { path: 'recipients.1.name', messageKey: 'up_to_chars', values: { n: 64 } },
      { path: 'message', messageKey: 'enter_within_chars', values: { n: 1000 } },
    ]);
  });

  it('takes the plan\'s number from the translated msg, and names a bad e-mail', () => {
    expect(issuesFromError(parameterError([{ in: 'body', path: 'recipients', message: 'max_signers' }], 'Maximum of 5 signature persons allowed.'))).toEqual([
      { path: 'recipients', messageKey: 'max_signers', values: { n: 5 } },
    ]);
    expect(issuesFromError(parameterError([{ in: 'body', path: 'recipients.0.email', message: 'Invalid email address' }]))[0]?.messageKey).toBe('email_invalid');
  });

  it('is empty for other errors', () => {
    expect(issuesFromError(new ApiError(7026, 'changed'))).toEqual([]);
    expect(issuesFromError(new Error('x'))).toEqual([]);
    expect(issuesFromError(new ApiError(403, 'Parameter error', null))).toEqual([]);
  });
});

describe('validateStep1', () => {
  it('accepts a fresh form with a blank row (a draft may hold one)', () => {
    expect(validateStep1(emptyStep1Values())).toEqual([]);
  });

  it('refuses a bad name, long texts and a malformed e-mail', () => {
    const issues = validateStep1({
      ...emptyStep1Values(),
      name: 'a/b',
      subject: 'x'.repeat(201),
      message: 'y'.repeat(1001),
      recipients: [{ ...emptyRecipient(), email: 'nope', verification: 'access_code', accessCode: 'z'.repeat(33) }],
    });
    expect(issues).toEqual([
      { path: 'name', messageKey: 'document_name_invalid' },
      { path: 'recipients.0.email', messageKey: 'email_invalid' },
      { path: 'recipients.0.accessCode', messageKey: 'up_to_chars', values: { n: 32 } },
      { path: 'subject', messageKey: 'up_to_chars', values: { n: 200 } },
      { path: 'message', messageKey: 'enter_within_chars', values: { n: 1000 } },
    ]);
  });

  it('checks the mobile number of an SMS code and nothing of a method not chosen (issue 35)', () => {
    const issues = validateStep1({
      ...emptyStep1Values(),
      recipients: [
        { ...emptyRecipient(), verification: 'sms_code', phone: '138 0013 8000' },
        { ...emptyRecipient(), verification: 'sms_code', phone: '+86 138 0013 8000' },
        { ...emptyRecipient(), verification: 'sms_code', phone: ' ' },
        { ...emptyRecipient(), verification: 'email_code', phone: 'nope', accessCode: 'z'.repeat(33) },
      ],
    });
    expect(issues).toEqual([{ path: 'recipients.0.phone', messageKey: 'phone_invalid' }]);
  });

  it('skips hidden recipient rows in "just need my signature" mode', () => {
    expect(validateStep1({ ...emptyStep1Values(), selfSign: true, recipients: [{ ...emptyRecipient(), email: 'nope' }] })).toEqual([]);
  });
});

describe('formPathOf and isShownPath', () => {
  it('maps body paths to the places the editor shows', () => {
    expect(formPathOf('documents.2.documentId')).toBe('documents');
    expect(formPathOf('recipients.1.id')).toBe('recipients.1');
    expect(formPathOf('recipients.1.email')).toBe('recipients.1.email');
    expect(formPathOf('recipients.1.phone')).toBe('recipients.1.phone');
    expect(isShownPath('recipients.1.phone')).toBe(true);
    expect(isShownPath('recipients.1')).toBe(true);
    expect(isShownPath('draftStep')).toBe(false);
  });
});
