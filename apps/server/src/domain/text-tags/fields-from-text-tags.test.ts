import { AppError, ErrorCode } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n.js';
import { fieldsFromTextTags } from './fields-from-text-tags.js';
import { textTagProblemError } from './text-tag-errors.js';
import type { TextTag } from './text-tag-types.js';

const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.05 };
const tag = (raw: string, more: Partial<TextTag>): TextTag => ({ raw, type: 'text', role: 'Client', name: null, required: false, page: 1, box, ...more });
const recipients = [
  { id: 11n, roleName: 'Client', index: 0 },
  { id: 12n, roleName: 'provider', index: 1 },
];

describe('fieldsFromTextTags', () => {
  it('gives each field to the recipient its role names, by role name without case or by number', () => {
    const fields = fieldsFromTextTags(
      [
        tag('{{Signature;role=Client}}', { type: 'signature', required: true }),
        tag('{{Text;role=Provider;name=Company;required}}', { role: 'Provider', name: 'Company', required: true, page: 2 }),
        tag('{{Checkbox;role=2}}', { type: 'checkbox', role: '2' }),
      ],
      recipients,
      7n,
    );
    expect(fields.map(({ recipientId, documentId, page, type, required, label, key }) => ({ recipientId, documentId, page, type, required, label, key }))).toEqual([
      { recipientId: 11n, documentId: 7n, page: 1, type: 'signature', required: true, label: '', key: null },
      { recipientId: 12n, documentId: 7n, page: 2, type: 'text', required: true, label: 'Company', key: 'Company' },
      { recipientId: 12n, documentId: 7n, page: 1, type: 'checkbox', required: false, label: '', key: null },
    ]);
    expect(fields[0]).toMatchObject(box);
  });

  it('keeps keys unique when two tags share a name, and gives radio options their boxes', () => {
    const optionBoxes = [
      { x: 0.1, y: 0.2, width: 0.02, height: 0.02 },
      { x: 0.13, y: 0.2, width: 0.02, height: 0.02 },
    ];
    const fields = fieldsFromTextTags(
      [
        tag('{{Text;role=1;name=Company}}', { name: 'Company' }),
        tag('{{Text;role=1;name=Company}}', { name: 'Company', page: 2 }),
        tag('{{Radio;role=1;options=Yes|No}}', { type: 'radio', options: ['Yes', 'No'], optionBoxes }),
      ],
      recipients,
      7n,
    );
    expect(fields.map((field) => field.key)).toEqual(['Company', 'Company_2', null]);
    expect(fields[2]?.options).toEqual([
      { value: 'Yes', box: optionBoxes[0] },
      { value: 'No', box: optionBoxes[1] },
    ]);
  });

  it('refuses a role no recipient has with 8472, naming the tag and page in both languages', () => {
    let caught: unknown;
    try {
      fieldsFromTextTags([tag('{{Signature;role=Witness}}', { type: 'signature', role: 'Witness', page: 3 })], recipients, 7n);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.code).toBe(ErrorCode.TextTagUnknownRole);
    expect(error.data).toEqual({ tag: '{{Signature;role=Witness}}', page: 3 });
    expect(translate('en-US', 'http_error_8472', error.values)).toContain('The text tag {{Signature;role=Witness}} on page 3 names a role');
    expect(translate('zh-CN', 'http_error_8472', error.values)).toContain('文本标签 {{Signature;role=Witness}}（第 3 页）指定的角色');
  });
});

describe('textTagProblemError', () => {
  it('answers an unknown type with 8471 and other problems with 8470 and their reason', () => {
    expect(textTagProblemError({ kind: 'unknown_type', tag: '{{Colour;role=1}}', page: 2, detail: '' })).toMatchObject({ code: ErrorCode.TextTagUnknownType, data: { tag: '{{Colour;role=1}}', page: 2 } });
    const malformed = textTagProblemError({ kind: 'missing_role', tag: '{{Signature}}', page: 1, detail: '' });
    expect(malformed).toMatchObject({ code: ErrorCode.TextTagMalformed, messageKey: 'text_tag_missing_role', data: { tag: '{{Signature}}', page: 1, reason: 'missing_role' } });
    expect(translate('en-US', 'text_tag_missing_role', malformed.values)).toBe('The text tag {{Signature}} on page 1 does not say whose field it is: add role= with a recipient’s role or number.');
  });
});
