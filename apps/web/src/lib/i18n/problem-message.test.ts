import { readOnlyFieldsProblem } from '@signet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from './i18n';
import { problemMessage } from './problem-message';

describe('problemMessage', () => {
  // Importing i18n starts loading the page words: let that finish inside the file, not after it.
  beforeAll(() => i18nReady);
  const problem = readOnlyFieldsProblem([
    { recipientId: 1n, type: 'text', label: 'Company', readOnly: true, defaultValue: '' },
    { recipientId: 1n, type: 'text', label: '', page: 3, readOnly: true, defaultValue: null },
    { recipientId: 1n, type: 'email', label: '', page: 1, readOnly: true },
  ])!;

  it('names every field, a field without a label by its kind and page, joined as the language joins a list', () => {
    expect(problemMessage(i18n.getFixedT('en-US'), problem)).toBe(
      'Read-only fields need a value before sending, as the signer cannot change them: Company, the text field on page 3, and the e-mail field on page 1.',
    );
    expect(problemMessage(i18n.getFixedT('zh-CN'), problem)).toBe('只读字段须在发送前填写，签署人无法修改：Company、第 3 页的文本字段和第 1 页的邮箱字段。');
  });

  it('puts a number where the message has one', () => {
    expect(problemMessage(i18n.getFixedT('en-US'), { messageKey: 'need_signature_position', values: { n: 2 } })).toBe('Please set the signature position for the signer 2');
  });
});
