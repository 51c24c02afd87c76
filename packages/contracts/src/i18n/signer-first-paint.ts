import type { Locale } from './locales.js';

/**
 * The words of the signer's first screen, which the server writes into the page before any script
 * (issue 37): the title, the request line, the consent sentence, the page's name. The signer's pages say the
 * same words once their script runs (the web's locale files take them from here), so the text does
 * not change under the signer's eyes.
 */
export const SIGNER_FIRST_PAINT_WORDS = {
  'en-US': {
    opening: 'Opening your document…',
    heading: '{{name}} asks you to sign',
    headingApprove: '{{name}} asks you to approve',
    headingFill: '{{name}} asks you to fill in fields',
    headingView: '{{name}} asks you to view',
    headingCopy: '{{name}} sends you a copy',
    /** A viewer's and a copy recipient's title: the sender's subject is written for signers. */
    viewTitle: 'You are asked to view “{{name}}”',
    copyTitle: 'A copy of “{{name}}” for you',
    consentCheck: 'I agree to use electronic records and signatures for this agreement, as set out in the <1>Electronic records and signature disclosure</1>.',
    page: 'Page {{n}}',
    skipToContent: 'Skip to content',
  },
  'zh-CN': {
    opening: '正在打开您的文档…',
    heading: '{{name}} 请您签署',
    headingApprove: '{{name}} 请您审批',
    headingFill: '{{name}} 请您填写',
    headingView: '{{name}} 请您查看',
    headingCopy: '{{name}} 向您抄送了文档',
    viewTitle: '请您查看“{{name}}”',
    copyTitle: '抄送给您的“{{name}}”',
    consentCheck: '我同意按照<1>《电子记录与电子签名披露》</1>以电子记录和电子签名方式处理本协议。',
    page: '第 {{n}} 页',
    skipToContent: '跳到正文',
  },
} as const satisfies Record<Locale, Record<string, string>>;
