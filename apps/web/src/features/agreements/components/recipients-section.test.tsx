import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../testing/render-text';
import { RecipientsSection } from './recipients-section';

type Recipient = Agreement['recipients'][number];
const at = '2026-05-01T10:00:00Z';
const person = (id: bigint, name: string, overrides: Partial<Recipient>): Recipient => ({
  id,
  order: Number(id),
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: 'signer',
  accessCode: null,
  step: 1,
  group: 'all',
  copyAtSend: false,
  status: 'invited',
  invitedAt: at,
  viewedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  releasedAt: null,
  deliveryFailed: false,
  ...overrides,
});

const agreement = (recipients: Recipient[]) =>
  ({ id: 1n, selfSign: false, signingOrder: true, status: 'waiting', recipients }) as unknown as Agreement;

const routed = agreement([
  person(1n, 'Mia', { role: 'approver', status: 'approved', signedAt: at }),
  person(2n, 'Ann', { step: 2, group: 'any', status: 'signed', signedAt: at }),
  person(3n, 'Ben', { step: 2, group: 'any', status: 'released', releasedAt: at }),
  person(4n, 'Cy', { step: 3 }),
  person(5n, 'Di', { step: 3, status: 'pending', invitedAt: null }),
  person(6n, 'Finance', { role: 'copy', step: null, copyAtSend: true }),
  person(7n, 'Vic', { role: 'viewer', step: null }),
]);

const render = (value: Agreement, language: 'en-US' | 'zh-CN' = 'en-US') =>
  renderText(<RecipientsSection agreement={value} canResend={false} locked={false} onResend={() => undefined} resendBusy={false} />, { language }).text;

describe('the sender’s view of a routed agreement', () => {
  it('heads each step of several people with its group, says who approved and who was released, and puts copies and viewers last', () => {
    const text = render(routed);
    expect(text).toMatch(/Step 1 Mia Approver .* Approved/);
    expect(text).toMatch(/Step 2 · any one of them Ann Signer .* Signed .* Ben Signer ben@example.com Not needed: another member of the group signed Step 3/);
    expect(text).toMatch(/Step 3 · all of them Cy .* Invited .* Di .* Waiting for their turn/);
    expect(text).toMatch(/Copies and viewers Finance Copy .* Invited .* Also invited when it was sent Vic Viewer/);
    expect(text).toContain('Step by step');
  });

  it('says the same in Chinese', () => {
    const text = render(routed, 'zh-CN');
    expect(text).toContain('第 2 步 · 任一人签署');
    expect(text).toContain('无需签署：同组其他成员已签署');
    expect(text).toMatch(/Mia 审批人 .* 已同意/);
    expect(text).toContain('抄送人和查看人');
  });

  it('numbers the people of a plain signing order instead of heading steps, and names an approver’s rejection a decline', () => {
    const text = render(
      agreement([
        person(1n, 'Al', { role: 'approver', status: 'declined', declinedAt: at, declineReason: 'Wrong price' }),
        person(2n, 'Bo', { step: 2, status: 'pending', invitedAt: null }),
      ]),
    );
    expect(text).not.toContain('Step 1');
    expect(text).toMatch(/Al Approver .* Declined .* Reason: Wrong price/);
  });

  it('says a copy waits for the end, and a filler filled in', () => {
    const text = render(
      agreement([
        person(1n, 'Fil', { role: 'filler', status: 'signed', signedAt: at }),
        person(2n, 'Bo', { step: 2 }),
        person(3n, 'Cc', { role: 'copy', step: null, status: 'pending', invitedAt: null }),
      ]),
    );
    expect(text).toMatch(/Fil Fills in for others .* Filled in/);
    expect(text).toContain('Gets the signed copy when everyone has finished');
  });

  it('says how each recipient proves who they are, the phone number masked (issue 35)', () => {
    const value = agreement([
      person(1n, 'Al', { accessCode: '4711' }),
      person(2n, 'Bo', { verification: 'email_code' }),
      person(3n, 'Cy', { verification: 'sms_code', phone: '+8613812345678', phoneMasked: '+86 138****5678' }),
      person(4n, 'Di', { verification: 'none' }),
    ]);
    const text = render(value);
    expect(text).toMatch(/Al Signer Access code al@example.com/);
    expect(text).toMatch(/Bo Signer E-mail code bo@example.com/);
    expect(text).toMatch(/Cy Signer SMS code to \+86 138\*\*\*\*5678 cy@example.com/);
    expect(text).toMatch(/Di Signer di@example.com/);
    expect(text).not.toContain('+8613812345678');
    expect(render(value, 'zh-CN')).toContain('短信验证码：+86 138****5678');
  });
});
