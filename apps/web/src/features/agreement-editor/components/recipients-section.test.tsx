import type { RecipientRole } from '@signet/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../testing/render-text';
import { emptyRecipient, emptyStep1Values, type RecipientValues, type Step1Values } from '../lib/draft-form';
import type { IssueText } from '../hooks/use-issue-text';
import { RecipientsSection } from './recipients-section';

const person = (name: string, role: RecipientRole, step: number | null, extra: Partial<RecipientValues> = {}): RecipientValues => ({
  ...emptyRecipient(role),
  name,
  email: `${name.toLowerCase()}@example.com`,
  step,
  ...extra,
});

function Section({ values, issueText = () => undefined, template }: { values: Step1Values; issueText?: IssueText; template?: boolean }) {
  const form = useForm<Step1Values>({ defaultValues: values });
  return (
    <FormProvider {...form}>
      <RecipientsSection maxSigners={5} issueText={issueText} template={template} />
    </FormProvider>
  );
}

const render = (recipients: RecipientValues[], signingOrder: boolean, language: 'en-US' | 'zh-CN' = 'en-US') =>
  renderText(<Section values={{ ...emptyStep1Values(), recipients, signingOrder }} />, { language }).text;

describe('the recipients section', () => {
  const route = [
    person('Mia', 'approver', 1),
    person('Ann', 'signer', 2, { group: 'any' }),
    person('Ben', 'signer', 2, { group: 'any' }),
    person('Cy', 'signer', 3),
    person('Fin', 'copy', null, { copyAtSend: true }),
  ];

  it('heads each step, offers all of them or any one of them where two or more share it, and sets copies and viewers apart', () => {
    const text = render(route, true);
    expect(text).toMatch(/Step 1 Name E-mail Role Step Reads the documents, then approves or rejects them\./);
    expect(text).toMatch(/Step 2 All of them Any one of them The first to act completes the step; nothing more is asked of the others\./);
    expect(text).toMatch(/Outside the order Copies and viewers hold nobody up\. .* Receives the signed document when everyone has finished\. Also send the invitation when it is sent/);
    expect(text).toContain('Recipients act step by step');
  });

  it('says it in Chinese', () => {
    const text = render(route, true, 'zh-CN');
    expect(text).toContain('第 2 步 全部签署（会签） 任一人签署（或签）');
    expect(text).toContain('不在顺序中');
    expect(text).toContain('发送时也发送邀请');
  });

  it('without an order shows no step picker, and one step for everyone only when two or more act', () => {
    const together = render([person('Al', 'signer', 1), person('Bo', 'signer', 1)], false);
    expect(together).toContain('At the same time All of them Any one of them');
    expect(together).not.toContain('Role Step');
    expect(render([person('Al', 'signer', 1)], false)).not.toContain('At the same time');
  });

  it('tells at the row what is wrong with the route before any save', () => {
    const text = render([person('Al', 'signer', 1), person('Fil', 'filler', 2)], true);
    expect(text).toMatch(/Step 2 Name E-mail Role Step Fills in fields for the people of later steps before they sign\. More options Someone who fills in for others must come before the people they fill in for: give them an earlier step\./);
  });

  it('lets a signer or an approver act for a company, with a cross-page seal, and nobody else (issue 34)', () => {
    const text = render([person('Ann', 'signer', 1, { partyName: 'Acme Ltd', crossPageSeal: { pages: '1-3,5', centreFromTop: 0.3 } }), person('Vi', 'viewer', null)], false);
    expect(text.match(/Signs for a company/g)).toHaveLength(1);
    expect(text).toContain('Company name As on its seal, e.g. Acme Ltd.');
    expect(text).toContain('Cross-page seal (骑缝章)');
    expect(text).toMatch(/All pages\s+Some pages/);
    expect(text).toContain('Which pages Page numbers and ranges, e.g. 1-3,5');
    expect(text).toMatch(/Position on the right edge Top\s+Middle\s+Bottom/);
    expect(text).toContain('30% from the top');
    const zh = render([person('Ann', 'approver', 1, { partyName: '' })], false, 'zh-CN');
    expect(zh).toContain('代表单位签署');
    expect(zh).toContain('单位名称');
    expect(zh).not.toContain('哪些页面');
  });

  it('offers a company to a signer who acts for themselves, switched off', () => {
    const text = render([person('Ann', 'signer', 1)], false);
    expect(text).toContain('Signs for a company They act for a company, which seals the agreement.');
    expect(text).not.toContain('Cross-page seal');
  });
});

describe('a recipient’s verification (issue 35)', () => {
  const rows = (language: 'en-US' | 'zh-CN' = 'en-US', issueText?: IssueText) =>
    renderText(
      <Section
        values={{
          ...emptyStep1Values(),
          recipients: [
            person('Al', 'signer', 1),
            person('Bo', 'signer', 1, { verification: 'access_code', accessCode: '4711' }),
            person('Cy', 'signer', 1, { verification: 'email_code' }),
            person('Di', 'signer', 1, { verification: 'sms_code', phone: '+86 138' }),
          ],
        }}
        issueText={issueText}
      />,
      { language },
    );

  it('keeps "None" behind More options and opens the options of a row that verifies, with what its method needs', () => {
    const { text, html } = rows();
    expect(text.match(/More options/g)).toHaveLength(1);
    expect(text.match(/Fewer options/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Verification of Bo"');
    expect(html).toMatch(/value="Access code"/);
    expect(text).toContain('Verification They enter a code you set here; tell it to them yourself. Access code');
    expect(text).toContain('Verification Before the documents open, they enter a 6-digit code Signet e-mails them.');
    expect(text).toContain('Verification Before the documents open, they enter a 6-digit code Signet texts to their mobile. Mobile number With the country code, e.g. +86 138 0013 8000.');
    expect(html).toContain('type="tel" placeholder="+86 138 0013 8000" autoComplete="off"');
  });

  it('shows the number’s refusal at the number', () => {
    const { text } = rows('en-US', (path) => (path === 'recipients.3.phone' ? 'Enter a mobile number with its country code, like +86 138 0013 8000' : undefined));
    expect(text).toContain('Mobile number With the country code, e.g. +86 138 0013 8000. Enter a mobile number with its country code, like +86 138 0013 8000');
  });

  it('says it in Chinese', () => {
    const { text, html } = rows('zh-CN');
    expect(html).toContain('value="短信验证码"');
    expect(html).toContain('value="邮箱验证码"');
    expect(text).toContain('手机号码 请带国家区号，例如 +86 138 0013 8000。');
    expect(text).toContain('打开文件前，接收人需输入 Signet 以短信发送到其手机的 6 位验证码。');
  });

  it('in a template keeps a role’s SMS code but asks for the number only when the template is used', () => {
    const { text } = renderText(<Section values={{ ...emptyStep1Values(), recipients: [person('Al', 'signer', 1, { verification: 'sms_code' })] }} template />);
    expect(text).toContain('Verification They enter a 6-digit code texted to their mobile; the number is given each time the template is used.');
    expect(text).not.toContain('Mobile number');
  });
});
