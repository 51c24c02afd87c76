import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n/i18n';
import { joinSentences, routeSentences, type RouteParty } from './route-sentence';

const party = (order: number, name: string, role: RouteParty['role'], step: number | null, group: 'all' | 'any' = 'all'): RouteParty => ({
  order,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  role,
  step,
  group,
});

const example: RouteParty[] = [
  party(1, 'Mia Chen', 'approver', 1),
  party(2, 'Ann Lee', 'signer', 2, 'any'),
  party(3, 'Ben Wu', 'signer', 2, 'any'),
  party(4, 'Cy Ng', 'signer', 3),
  party(5, 'Di Ho', 'signer', 3),
  { ...party(6, 'Finance', 'copy', null), email: 'finance@example.com' },
];

const sentence = (language: 'en-US' | 'zh-CN', parties: readonly RouteParty[], signingOrder = true) => {
  return joinSentences(routeSentences(i18n.getFixedT(language), parties, signingOrder), language);
};

describe('the route in words', () => {
  beforeAll(async () => {
    await loadLanguage('en-US');
    await loadLanguage('zh-CN');
  });

  it('says each step, its group and the copies, in English and Chinese', () => {
    expect(sentence('en-US', example)).toBe('1. Mia Chen approves. 2. Ann Lee and Ben Wu sign, any one of them. 3. Cy Ng and Di Ho sign. Copies: finance@example.com.');
    expect(sentence('zh-CN', example)).toBe('1. Mia Chen 审批。2. Ann Lee、Ben Wu 任一人签署。3. Cy Ng、Di Ho 签署。抄送：finance@example.com。');
  });

  it('goes by step, not by list order, and names a copy who hears at send and the viewers', () => {
    const parties = [party(1, 'Al Bo', 'signer', 2), party(2, 'Vi Ew', 'viewer', null), party(3, 'Fi Ll', 'filler', 1), { ...party(4, 'Cc', 'copy', null), copyAtSend: true }];
    expect(sentence('en-US', parties)).toBe('1. Fi Ll fills in for later steps. 2. Al Bo signs. Copies: cc@example.com (also when it is sent). Can view: Vi Ew.');
    expect(sentence('zh-CN', parties)).toBe('1. Fi Ll 代填。2. Al Bo 签署。抄送：cc@example.com（发送时也通知）。查看：Vi Ew。');
  });

  it('says a step of mixed roles clause by clause, and names three people as a list', () => {
    const parties = [party(1, 'Al', 'signer', 1), party(2, 'Bo', 'signer', 1), party(3, 'Cy', 'signer', 1), party(4, 'Mi', 'approver', 1)];
    expect(sentence('en-US', parties)).toBe('1. Al, Bo and Cy sign; Mi approves.');
  });

  it('reads an older reply without steps by its signing order, and a template by its roles', () => {
    const older = [
      { order: 1, name: 'Al', email: 'al@example.com', role: 'signer' as const },
      { order: 2, name: 'Bo', email: 'bo@example.com', role: 'signer' as const },
    ];
    expect(sentence('en-US', older, true)).toBe('1. Al signs. 2. Bo signs.');
    expect(sentence('en-US', older, false)).toBe('1. Al and Bo sign.');
    expect(sentence('en-US', [{ ...party(1, '', 'signer', 1), roleName: 'Employee' }])).toBe('1. Employee signs.');
  });

  it('names someone who acts for a company with the company first (issue 34)', () => {
    const parties = [{ ...party(1, 'Mia Chen', 'approver', 1), partyName: 'Acme Ltd' }, { ...party(2, 'Ann Lee', 'signer', 2), partyName: 'Acme Ltd' }, party(3, 'Ben Wu', 'signer', 3)];
    expect(sentence('en-US', parties)).toBe('1. Acme Ltd, approved by Mia Chen approves. 2. Acme Ltd, signed by Ann Lee signs. 3. Ben Wu signs.');
    expect(sentence('zh-CN', parties)).toBe('1. Acme Ltd（经办人：Mia Chen） 审批。2. Acme Ltd（经办人：Ann Lee） 签署。3. Ben Wu 签署。');
  });
});
