import type { BillingPeriod, Locale, PaidPlanId } from '@signet/contracts';
import type { CertificateBlock } from '../../pdf/audit-certificate.js';
import { orderDescription } from './order-description.js';

export interface ReceiptFacts {
  order: { id: bigint; planId: PaidPlanId; period: BillingPeriod; currency: 'USD' | 'CNY'; amount: number; paidAt: Date; provider: string; kind?: 'purchase' | 'renewal' };
  /** A company's seats (issue 32): how many, for which company. */
  company?: { name: string; seats: number } | null;
  /** What the payment bought: the time the entitlement added, on the plan it went to. */
  service: { planId: PaidPlanId; startsAt: Date; endsAt: Date } | null;
  buyer: { name: string; email: string };
  issuer: { name: string; email: string; address: string | null };
}

export interface ReceiptSettings {
  taxLabel: string;
  /** Percent included in the catalogue's prices; null: no tax line. */
  taxRate: number | null;
  taxId: string | null;
}

const TEXTS = {
  'en-US': {
    title: 'Receipt',
    number: 'Receipt number',
    paid: 'Date paid',
    billedTo: 'Billed to',
    issuedBy: 'Issued by',
    taxId: 'Tax number',
    description: 'Description',
    period: 'Service period',
    amount: 'Amount',
    subtotal: (label: string) => `Subtotal (excluding ${label})`,
    tax: (label: string, rate: string) => `${label} (${rate}%)`,
    total: 'Total paid',
    method: 'Paid through',
    provider: (id: string) => ({ stripe: 'Stripe (card)', alipay: 'Alipay', wechatpay: 'WeChat Pay' })[id] ?? id,
    seats: (seats: number, company: string) => `${seats} ${seats === 1 ? 'seat' : 'seats'} for ${company}`,
    renewal: 'renewal',
    note: 'This receipt confirms a payment already made. Prices include any tax shown. Times are in UTC.',
    footer: (number: string, page: number, pages: number) => `Receipt ${number} · page ${page} of ${pages}`,
  },
  'zh-CN': {
    title: '收据',
    number: '收据编号',
    paid: '付款日期',
    billedTo: '付款人',
    issuedBy: '开具方',
    taxId: '税号',
    description: '项目',
    period: '服务期',
    amount: '金额',
    subtotal: (label: string) => `小计（不含${label}）`,
    tax: (label: string, rate: string) => `${label}（${rate}%）`,
    total: '实付金额',
    method: '支付方式',
    provider: (id: string) => ({ stripe: 'Stripe（银行卡）', alipay: '支付宝', wechatpay: '微信支付' })[id] ?? id,
    seats: (seats: number, company: string) => `${company}，${seats} 个席位`,
    renewal: '续费',
    note: '本收据确认一笔已完成的付款。价格已含所列税费。时间为协调世界时（UTC）。',
    footer: (number: string, page: number, pages: number) => `收据 ${number} · 第 ${page} 页，共 ${pages} 页`,
  },
} as const;

/** What was bought, in the buyer's language: the plan and period, and for a company its seats (and that a subscription renewed it). */
export function describe(facts: Pick<ReceiptFacts, 'order' | 'company'>, locale: Locale): string {
  const texts = TEXTS[locale];
  const plan = orderDescription(facts.order.planId, facts.order.period, locale);
  if (!facts.company) return plan;
  const renewal = facts.order.kind === 'renewal' ? (locale === 'zh-CN' ? `（${texts.renewal}）` : ` (${texts.renewal})`) : '';
  return `${plan}${locale === 'zh-CN' ? '，' : ', '}${texts.seats(facts.company.seats, facts.company.name)}${renewal}`;
}

/** The number printed on a receipt and in its file name: the order's, so it never changes. */
export const receiptNumber = (orderId: bigint) => `R-${orderId}`;

export function receiptFileName(orderId: bigint, locale: Locale): string {
  return `${locale === 'zh-CN' ? '收据' : 'receipt'}-${receiptNumber(orderId)}.pdf`;
}

/**
 * A receipt's contents in the buyer's language: who paid whom, what for, and the amounts.
 * Catalogue prices include tax, so with a rate configured the tax they contain is split out
 * (net + tax = total to the smallest unit); without one the total stands alone.
 */
export function receiptContent(facts: ReceiptFacts, locale: Locale, settings: ReceiptSettings): { blocks: CertificateBlock[]; footer: (page: number, pages: number) => string } {
  const texts = TEXTS[locale];
  const money = (minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: facts.order.currency }).format(minor / 100);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  const number = receiptNumber(facts.order.id);
  const issuer = [facts.issuer.name, facts.issuer.address, facts.issuer.email].filter(Boolean).join('\n');
  const service = facts.service ? `${date(facts.service.startsAt)} – ${date(facts.service.endsAt)}` : '';

  const amounts: CertificateBlock[] = [];
  if (settings.taxRate !== null && settings.taxRate > 0) {
    const net = Math.round(facts.order.amount / (1 + settings.taxRate / 100));
    amounts.push(
      { kind: 'pair', label: texts.subtotal(settings.taxLabel), value: money(net) },
      { kind: 'pair', label: texts.tax(settings.taxLabel, String(settings.taxRate)), value: money(facts.order.amount - net) },
    );
  }
  amounts.push({ kind: 'pair', label: texts.total, value: money(facts.order.amount) });

  const blocks: CertificateBlock[] = [
    { kind: 'title', text: texts.title },
    { kind: 'gap' },
    { kind: 'pair', label: texts.number, value: number },
    { kind: 'pair', label: texts.paid, value: date(facts.order.paidAt) },
    { kind: 'pair', label: texts.billedTo, value: [facts.buyer.name, facts.buyer.email].filter(Boolean).join('\n') },
    { kind: 'pair', label: texts.issuedBy, value: issuer },
    ...(settings.taxId ? [{ kind: 'pair', label: texts.taxId, value: settings.taxId } as const] : []),
    { kind: 'gap' },
    {
      kind: 'table',
      columns: [
        { label: texts.description, share: 5 },
        { label: texts.period, share: 4 },
        { label: texts.amount, share: 2 },
      ],
      rows: [[describe(facts, locale), service, money(facts.order.amount)]],
    },
    { kind: 'gap' },
    ...amounts,
    { kind: 'pair', label: texts.method, value: texts.provider(facts.order.provider) },
    { kind: 'gap' },
    { kind: 'text', text: texts.note },
  ];
  return { blocks, footer: (page, pages) => texts.footer(number, page, pages) };
}
