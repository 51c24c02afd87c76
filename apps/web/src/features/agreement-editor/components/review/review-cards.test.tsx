import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../testing/render-text';
import { ReviewCards } from './review-cards';

type Recipient = Agreement['recipients'][number];
const person = (id: bigint, name: string, role: Recipient['role'], step: number | null, extra: Partial<Recipient> = {}): Recipient => ({
  id,
  order: Number(id),
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  role,
  accessCode: null,
  step,
  group: 'all',
  copyAtSend: false,
  ...extra,
});

const agreement = {
  id: 1n,
  name: 'Supply agreement',
  status: 'draft',
  selfSign: false,
  signingOrder: true,
  subject: '',
  message: '',
  draftStep: 3,
  revision: 2,
  documents: [],
  recipients: [
    person(1n, 'Mia Chen', 'approver', 1),
    person(2n, 'Ann Lee', 'signer', 2, { group: 'any' }),
    person(3n, 'Ben Wu', 'signer', 2, { group: 'any' }),
    person(4n, 'Cy Ng', 'signer', 3),
    person(5n, 'Di Ho', 'signer', 3),
    person(6n, 'Finance', 'copy', null, { email: 'finance@example.com' }),
  ],
  fields: [],
  sentAt: null,
  expiresAt: null,
  reminders: null,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
} satisfies Agreement;

describe('the review of a routed agreement', () => {
  it('states the route in words, one sentence a step, and each recipient’s role', () => {
    const { text } = renderText(<ReviewCards agreement={agreement} />);
    expect(text).toContain('Who acts, and when 1. Mia Chen approves. 2. Ann Lee and Ben Wu sign, any one of them. 3. Cy Ng and Di Ho sign. Copies: finance@example.com.');
    expect(text).toMatch(/Mia Chen mia@example.com Needs to approve/);
    expect(text).toMatch(/Finance finance@example.com Receives a copy/);
    expect(text).toContain('To approvers:');
  });

  it('states it in Chinese', () => {
    const { text } = renderText(<ReviewCards agreement={agreement} />, { language: 'zh-CN' });
    expect(text).toContain('签署流程 1. Mia Chen 审批。 2. Ann Lee、Ben Wu 任一人签署。 3. Cy Ng、Di Ho 签署。 抄送：finance@example.com。');
  });
});
