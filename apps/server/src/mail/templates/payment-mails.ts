import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

type Paragraphs = { subject: string; lines: string[]; link?: { label: string; url: string } };

const TEXTS = {
  'en-US': {
    paidSubject: (what: string) => `Payment received: ${what}`,
    paid: (amount: string, what: string) => `Thank you. We received ${amount} for ${what}.`,
    renewedSubject: (what: string) => `Renewed: ${what}`,
    renewed: (amount: string, what: string) => `Your subscription renewed itself: we charged ${amount} for ${what}.`,
    until: (date: string) => `The plan now runs until ${date}.`,
    receipt: 'The receipt is attached. You can also download it from Signet at any time.',
    manage: 'Manage billing',
    failedSubject: (company: string) => `We could not renew ${company}'s Signet Enterprise plan`,
    failed: (amount: string, company: string) => `The renewal payment of ${amount} for ${company}'s seats did not go through.`,
    retry: (date: string) => `We will try again on ${date}. To avoid an interruption, update the card in the billing portal.`,
    noRetry: 'There will be no further attempt. Update the card in the billing portal and the subscription will charge it.',
    lapse: (date: string) => `The plan stays in force until ${date}. After that the company returns to the free plan, and its members keep their work.`,
  },
  'zh-CN': {
    paidSubject: (what: string) => `已收到付款：${what}`,
    paid: (amount: string, what: string) => `感谢您的付款。我们已收到 ${amount}，用于${what}。`,
    renewedSubject: (what: string) => `已续费：${what}`,
    renewed: (amount: string, what: string) => `您的订阅已自动续费：我们已为${what}收取 ${amount}。`,
    until: (date: string) => `套餐有效期至 ${date}。`,
    receipt: '收据见附件，您也可以随时在 Signet 中下载。',
    manage: '管理账单',
    failedSubject: (company: string) => `${company} 的 Signet 企业版续费未成功`,
    failed: (amount: string, company: string) => `${company} 席位的续费款项 ${amount} 扣款未成功。`,
    retry: (date: string) => `我们将于 ${date} 再次尝试。为避免中断，请在账单管理中更新银行卡。`,
    noRetry: '我们不会再次尝试扣款。请在账单管理中更新银行卡，订阅将随后扣款。',
    lapse: (date: string) => `套餐在 ${date} 前仍然有效，之后企业将回到免费版，成员的工作不受影响。`,
  },
} as const;

const money = (locale: Locale, currency: string, minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
const day = (locale: Locale, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function render({ subject, lines, link }: Paragraphs): Omit<MailMessage, 'to'> {
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const button = link ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:#c2410c">${escapeHtml(link.label)}</a></p>` : '';
  return { subject, text: `${text}\n`, html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${paragraphs}${button}</div>` };
}

/**
 * The mail a payer gets for every payment (issue 32): a purchase through checkout, or a charge a
 * subscription made by itself; the receipt goes with it as an attachment.
 */
export function renderPaymentMail(
  input: { reason: 'paid' | 'renewed'; what: string; currency: string; amount: number; endsAt: Date | null; manageUrl: string },
  locale: Locale,
): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const amount = money(locale, input.currency, input.amount);
  return render({
    subject: input.reason === 'renewed' ? t.renewedSubject(input.what) : t.paidSubject(input.what),
    lines: [input.reason === 'renewed' ? t.renewed(amount, input.what) : t.paid(amount, input.what), ...(input.endsAt ? [t.until(day(locale, input.endsAt))] : []), t.receipt],
    link: { label: t.manage, url: input.manageUrl },
  });
}

/** The mail a company's payer gets when a renewal could not be charged (issue 32): what happens next, and where to fix it. */
export function renderRenewalFailedMail(
  input: { company: string; currency: string; amount: number; nextAttemptAt: Date | null; planEndsAt: Date | null; manageUrl: string },
  locale: Locale,
): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  return render({
    subject: t.failedSubject(input.company),
    lines: [
      t.failed(money(locale, input.currency, input.amount), input.company),
      input.nextAttemptAt ? t.retry(day(locale, input.nextAttemptAt)) : t.noRetry,
      ...(input.planEndsAt ? [t.lapse(day(locale, input.planEndsAt))] : []),
    ],
    link: { label: t.manage, url: input.manageUrl },
  });
}
