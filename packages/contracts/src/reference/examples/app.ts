import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each app operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const appExamples = {
  getPublicConfig: {
    response: { productName: 'Signet', version: '0.1.0', locales: ['en-US'], defaultLocale: 'en-US', regions: { intl: { locales: ['en-US', 'zh-CN'], hosts: {}, hostnames: ['sign.example.com'] }, cn: { locales: ['zh-CN', 'en-US'], hosts: {}, hostnames: ['sign.example.cn'] } }, limits: { filesPerUpload: 1, recipientsPerAgreement: 1, maxFileBytes: 184320, maxPagesPerFile: 1, documentNameChars: 1, messageChars: 1 }, fileTypes: { pdf: ['example'], image: ['data:image/png;base64,iVBORw0KGgo='], other: ['example'] }, plans: [{ id: 'free', tier: 'free', signatureQuota: null, onlineDevices: 1, maxFileBytes: 184320, maxPagesPerFile: 1, filesPerUpload: 1, signersPerAgreement: 1, cloudStorage: false, prices: [{ interval: 'month', currency: 'USD', amount: 1 }] }], checkout: { providers: ['stripe'], byRegion: { intl: ['stripe'], cn: ['alipay', 'wechatpay'] } }, devTools: false, operator: { name: 'Ada Lovelace', email: 'ada@example.com', address: 'example', legalEffectiveDate: '2026-12-31' } },
  },
} satisfies OperationExamples;
