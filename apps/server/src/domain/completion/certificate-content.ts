import type { GroupMode, Locale, RecipientRole, RecipientStatus } from '@signet/contracts';
import { eventName } from './certificate-event-names.js';
import { identifiedLine, verificationDetail } from './certificate-identity.js';
import type { CertificateBlock } from '../../pdf/audit-certificate.js';
import type { CertificateAttachment } from './certificate-attachments.js';

export interface CertificateFacts {
  agreement: { id: bigint; name: string; subject: string; sentAt: Date | null; signingOrder: boolean };
  sender: { name: string; email: string };
  documents: readonly { name: string; pageCount: number; originalFileName: string; originalSha256: string; pdfSha256: string }[];
  recipients: readonly CertificateRecipient[];
  events: readonly { type: string; recipientId: bigint | null; actorUserId: bigint | null; ip: string | null; userAgent: string | null; createdAt: Date; data: Record<string, unknown> }[];
  sealedAt: Date;
  sealSubject: string;
  verifyUrl: string;
  /** Files signers attached (issue 36), listed in their own section (certificate-attachments.ts). */
  attachments?: readonly CertificateAttachment[];
}

export interface CertificateRecipient {
  id: bigint;
  name: string;
  email: string;
  role: RecipientRole;
  status?: RecipientStatus;
  /** The route (issue 33): absent (an older fixture) reads as one step for every signer. */
  step?: number | null;
  groupMode?: GroupMode;
  signedAt: Date | null;
  viewedAt: Date | null;
  releasedAt?: Date | null;
}

type Texts = {
  title: string;
  intro: string;
  agreement: string;
  fields: Record<'name' | 'id' | 'subject' | 'sender' | 'sent' | 'sealed' | 'seal' | 'order', string>;
  stepCount: (steps: number) => string;
  step: (number: number, mode: GroupMode, members: number) => string;
  outside: string;
  acted: Record<'signed' | 'filled' | 'approved' | 'forGroup', string>;
  released: (by: string) => string;
  copySent: string;
  documents: string;
  document: (n: number) => string;
  pages: string;
  originalSha: string;
  pdfSha: string;
  recipients: string;
  role: Record<RecipientRole, string>;
  signedAt: string;
  viewedAt: string;
  notYet: string;
  events: string;
  event: (type: string) => string;
  time: string;
  what: string;
  ip: string;
  browser: string;
  browsers: string;
  by: string;
  system: string;
  verify: string;
  footer: (page: number, pages: number) => string;
};


const TEXTS: Record<Locale, Texts> = {
  'en-US': {
    title: 'Certificate of completion',
    intro: 'This certificate is part of the sealed document. It lists the documents as they were sent, every party and everything that happened, with times in UTC.',
    agreement: 'Agreement',
    fields: { name: 'Name', id: 'Agreement ID', subject: 'Subject', sender: 'Sender', sent: 'Sent', sealed: 'Sealed', seal: 'Sealed by', order: 'Route' },
    stepCount: (steps) => (steps === 1 ? 'one step' : `${steps} steps, one after another`),
    step: (number, mode, members) => `Step ${number}${members > 1 ? (mode === 'any' ? ', any one of them' : ', all of them') : ''}`,
    outside: 'Outside the route',
    acted: { signed: 'Signed', filled: 'Filled in', approved: 'Approved', forGroup: 'Signed for the group' },
    released: (by) => `Released: ${by} acted for the group`,
    copySent: 'Copy sent on completion',
    documents: 'Documents',
    document: (n) => `Document ${n}`,
    pages: 'pages',
    originalSha: 'Original SHA-256',
    pdfSha: 'PDF SHA-256',
    recipients: 'Recipients and route',
    role: { signer: 'Signer', viewer: 'Viewer', approver: 'Approver', filler: 'Filler', copy: 'Copy' },
    signedAt: 'Signed',
    viewedAt: 'Viewed',
    notYet: '—',
    events: 'Events',
    event: (type) => eventName('en-US', type),
    time: 'Time (UTC)',
    what: 'Event',
    ip: 'IP',
    browser: 'Browser',
    browsers: 'Browsers (as each reported itself)',
    by: 'By',
    system: 'Signet',
    verify: 'Check this document at',
    footer: (page, pages) => `Certificate page ${page} of ${pages}`,
  },
  'zh-CN': {
    title: '签署完成证书',
    intro: '本证书是已封印文件的一部分，列出发送时的文件、所有参与方及全部操作记录，时间均为 UTC。',
    agreement: '协议',
    fields: { name: '名称', id: '协议编号', subject: '主题', sender: '发起人', sent: '发送时间', sealed: '封印时间', seal: '封印证书', order: '签署流程' },
    stepCount: (steps) => (steps === 1 ? '一个环节' : `${steps} 个环节，依次进行`),
    step: (number, mode, members) => `第 ${number} 步${members > 1 ? (mode === 'any' ? '（或签：任一人签署即可）' : '（会签：全部签署）') : ''}`,
    outside: '流程之外',
    acted: { signed: '签署', filled: '填写', approved: '审批同意', forGroup: '代表本组签署' },
    released: (by) => `无需签署：${by} 已代表本组完成`,
    copySent: '完成后抄送',
    documents: '文件',
    document: (n) => `文件 ${n}`,
    pages: '页',
    originalSha: '原文件 SHA-256',
    pdfSha: 'PDF SHA-256',
    recipients: '参与方与签署流程',
    role: { signer: '签署人', viewer: '查看人', approver: '审批人', filler: '填写人', copy: '抄送人' },
    signedAt: '签署时间',
    viewedAt: '查看时间',
    notYet: '—',
    events: '操作记录',
    event: (type) => eventName('zh-CN', type),
    time: '时间 (UTC)',
    what: '操作',
    ip: 'IP',
    browser: '浏览器',
    browsers: '浏览器（各自报告的标识）',
    by: '操作人',
    system: 'Signet',
    verify: '验证本文件：',
    footer: (page, pages) => `证书第 ${page} 页，共 ${pages} 页`,
  },
};

/** The step a recipient took; for facts without steps (older fixtures), a signer's is 1. */
function stepNumberOf(facts: CertificateFacts, recipient: CertificateRecipient): number | null {
  if (recipient.step !== undefined) return recipient.step;
  return recipient.role === 'signer' ? (facts.agreement.signingOrder ? facts.recipients.filter((r) => r.role === 'signer').indexOf(recipient) + 1 : 1) : null;
}

interface CertificateStep {
  number: number;
  mode: GroupMode;
  members: CertificateRecipient[];
}

/** The route's steps in order, each with its members in list order. */
function routeSteps(facts: CertificateFacts): CertificateStep[] {
  const steps = new Map<number, CertificateStep>();
  for (const recipient of facts.recipients) {
    const number = stepNumberOf(facts, recipient);
    if (number === null) continue;
    const step = steps.get(number) ?? { number, mode: recipient.groupMode ?? 'all', members: [] };
    step.members.push(recipient);
    steps.set(number, step);
  }
  return [...steps.values()].sort((a, b) => a.number - b.number);
}

/** What a member of a step did: approved, filled in, signed (for the group, in an any-one-of step), or was released. */
function actedLine(member: CertificateRecipient, step: CertificateStep, actor: CertificateRecipient | undefined, t: Texts): string {
  if (member.signedAt) {
    const what = member.role === 'approver' ? t.acted.approved : member.role === 'filler' ? t.acted.filled : step.mode === 'any' && step.members.length > 1 ? t.acted.forGroup : t.acted.signed;
    return `${what}: ${utc(member.signedAt)}`;
  }
  if (member.status === 'released' || member.releasedAt) return t.released(actor?.name ?? '');
  return `${t.acted.signed}: ${t.notYet}`;
}

/** A UTC time as people read it: 2026-11-21 09:30:05 UTC. */
export function utc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Each distinct browser (user agent) gets a short key, B1, B2…, in order of first use. */
function browserKeys(events: CertificateFacts['events']): Map<string, string> {
  const keys = new Map<string, string>();
  for (const event of events) if (event.userAgent && !keys.has(event.userAgent)) keys.set(event.userAgent, `B${keys.size + 1}`);
  return keys;
}

/**
 * Every event as one table row: time, what happened (and to whom), who did it, from
 * which IP and browser. Names only: the parties' e-mails are in the recipients
 * section, and each browser's full user agent in the list under the table.
 */
function eventTable(facts: CertificateFacts, t: Texts, locale: Locale): CertificateBlock {
  const nameOf = new Map(facts.recipients.map((r) => [r.id, r.name || r.email]));
  const browsers = browserKeys(facts.events);
  const rows = facts.events.map((event) => {
    const recipient = event.recipientId !== null ? (nameOf.get(event.recipientId) ?? event.recipientId.toString()) : undefined;
    // An invitation names whom it went to; the sender, or a signature that began a turn, caused it.
    const invitation = event.type === 'invitation_queued' || event.type === 'invitation_undelivered';
    const bySender = event.actorUserId !== null;
    const who = invitation ? (bySender ? facts.sender.name : t.system) : bySender ? facts.sender.name : (recipient ?? t.system);
    const about = invitation || (bySender && recipient && recipient !== facts.sender.name) ? recipient : undefined;
    return [
      event.createdAt.toISOString().slice(0, 19).replace('T', ' '),
      `${t.event(event.type)}${verificationDetail(event, locale) ? `: ${verificationDetail(event, locale)}` : ''}${about ? ` → ${about}` : ''}`,
      who,
      event.ip ?? '',
      event.userAgent ? (browsers.get(event.userAgent) ?? '') : '',
    ];
  });
  return {
    kind: 'table',
    columns: [
      { label: t.time, share: 17 },
      { label: t.what, share: 36 },
      { label: t.by, share: 24 },
      { label: t.ip, share: 15 },
      { label: t.browser, share: 8 },
    ],
    rows,
  };
}

/**
 * The audit certificate's content in the sender's language: the agreement, its
 * documents with their original SHA-256, each recipient (name, e-mail, role, order)
 * and every event as a table row with its UTC time, IP and browser (each browser's full
 * user agent listed once below), then the verification link.
 */
export function certificateBlocks(facts: CertificateFacts, locale: Locale, sealBlocks: readonly CertificateBlock[] = []): { blocks: CertificateBlock[]; footer: (page: number, pages: number) => string } {
  const t = TEXTS[locale];
  const blocks: CertificateBlock[] = [
    { kind: 'title', text: t.title },
    { kind: 'text', text: t.intro },
    { kind: 'heading', text: t.agreement },
    { kind: 'pair', label: t.fields.name, value: facts.agreement.name },
    { kind: 'pair', label: t.fields.id, value: facts.agreement.id.toString() },
    ...(facts.agreement.subject ? [{ kind: 'pair' as const, label: t.fields.subject, value: facts.agreement.subject }] : []),
    { kind: 'pair', label: t.fields.sender, value: `${facts.sender.name} <${facts.sender.email}>` },
    { kind: 'pair', label: t.fields.sent, value: facts.agreement.sentAt ? utc(facts.agreement.sentAt) : t.notYet },
    { kind: 'pair', label: t.fields.order, value: t.stepCount(routeSteps(facts).length) },
    { kind: 'pair', label: t.fields.sealed, value: utc(facts.sealedAt) },
    { kind: 'pair', label: t.fields.seal, value: facts.sealSubject },
    { kind: 'heading', text: t.documents },
  ];
  facts.documents.forEach((document, index) => {
    blocks.push(
      { kind: 'pair', label: t.document(index + 1), value: `${document.name} (${document.originalFileName}, ${document.pageCount} ${t.pages})` },
      { kind: 'pair', label: t.originalSha, value: document.originalSha256 },
    );
    if (document.pdfSha256 !== document.originalSha256) blocks.push({ kind: 'pair', label: t.pdfSha, value: document.pdfSha256 });
  });
  blocks.push({ kind: 'heading', text: t.recipients });
  for (const step of routeSteps(facts)) {
    const actor = step.members.find((member) => member.signedAt !== null);
    const lines = step.members.map((member) => {
      const identified = identifiedLine(member.id, facts.events, locale);
      return `${member.name} <${member.email}> · ${t.role[member.role]}\n${actedLine(member, step, actor, t)}${identified ? `\n${identified}` : ''}`;
    });
    blocks.push({ kind: 'pair', label: t.step(step.number, step.mode, step.members.length), value: lines.join('\n') });
  }
  const outside = facts.recipients.filter((recipient) => stepNumberOf(facts, recipient) === null);
  if (outside.length > 0) {
    const lines = outside.map((recipient) => {
      const when = recipient.role === 'copy' ? t.copySent : `${t.viewedAt}: ${recipient.viewedAt ? utc(recipient.viewedAt) : t.notYet}`;
      return `${recipient.name} <${recipient.email}> · ${t.role[recipient.role]}\n${when}`;
    });
    blocks.push({ kind: 'pair', label: t.outside, value: lines.join('\n') });
  }
  blocks.push(...sealBlocks, { kind: 'heading', text: t.events }, eventTable(facts, t, locale));
  const browsers = browserKeys(facts.events);
  if (browsers.size > 0) {
    blocks.push({ kind: 'heading', text: t.browsers });
    for (const [userAgent, key] of browsers) blocks.push({ kind: 'pair', label: key, value: userAgent });
  }
  blocks.push({ kind: 'gap' }, { kind: 'text', text: `${t.verify} ${facts.verifyUrl}` });
  return { blocks, footer: (page, pages) => `${t.footer(page, pages)} · ${facts.agreement.name} · ${facts.verifyUrl}` };
}
