/**
 * Every page of the web app (spec 2) as a React Router pattern. The web's router
 * uses these, and the server builds the links it mails (signing link, agreement page,
 * verify page) from the same table with `webLink`, so a moved page cannot leave a
 * mailed link behind.
 */
export const WEB_ROUTES = {
  home: '/',
  flowDetail: '/detail/:flowId',
  agreements: '/agreements',
  agreementDetail: '/agreement/:flowId',
  templates: '/templates',
  templateDetail: '/templates/:templateId',
  templateUse: '/templates/:templateId/use',
  templateBulk: '/templates/:templateId/bulk',
  aboutUs: '/about-us',
  pricingIndividuals: '/pricing/individuals',
  pricingEnterprise: '/pricing/enterprise',
  /** Where the payment provider sends the buyer back (`?order=…`, `&canceled=1` when they gave up). */
  checkoutReturn: '/checkout/return',
  /** WeChat Pay's QR code for an order (`?order=…&code=…`), shown until the order is paid. */
  checkoutScan: '/checkout/scan',
  createStep1: '/flow/create/step1/:flowId?',
  createStep2: '/flow/create/step2/:flowId',
  createStep3: '/flow/create/step3/:flowId',
  signStart: '/sign/start/:flowSignerId',
  signFinish: '/sign/finish/:flowSignerId',
  signView: '/sign/view/:flowSignerId',
  sign: '/sign/:flowSignerId',
  signStartNotice: '/sign/start/:flowSignerId/noticeView/:flowNoticeViewId',
  signFinishNotice: '/sign/finish/:flowSignerId/noticeView/:flowNoticeViewId',
  signViewNotice: '/sign/view/:flowSignerId/noticeView/:flowNoticeViewId',
  signNotice: '/sign/:flowSignerId/noticeView/:flowNoticeViewId',
  signError: '/sign/error/:errorCode',
  publicTemplate: '/t/:publicToken',
  userAgreement: '/page/user-agreement',
  userGuide: '/page/user-guide',
  privacyPolicy: '/page/privacy',
  /** The electronic records and signature disclosure; the signer's consent links to it. */
  eSignDisclosure: '/page/e-sign-disclosure',
  account: '/account',
  /** A company's settings: profile, members and invitations, activity (issue 32). */
  companySettings: '/companies/:companyId',
  /** Where an invitation's mail leads (`?t=` carries the invitation token). */
  companyJoin: '/join',
  documents: '/documents',
  verify: '/verify',
  iframePdfViewer: '/iframe/pdfViewer',
  testPdfViewer: '/test/pdfViewer',
  testPdfThumb: '/test/pdfThumb',
  testPdfViewerDialog: '/test/pdfViewerDialog',
  testSortList: '/test/sortList',
  testDraggableResizable: '/test/draggableResizable',
  devOutbox: '/dev/outbox',
  devOutboxMessage: '/dev/outbox/:messageId',
} as const;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** The `:name` parameters of a pattern; `:name?` ones may be left out. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? (Name extends `${infer Optional}?` ? { [K in Optional]?: bigint | string } : { [K in Name]: bigint | string }) & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer Optional}?`
      ? { [K in Optional]?: bigint | string }
      : { [K in Name]: bigint | string }
    : unknown;

export type WebRouteParams<N extends WebRouteName> = ParamsOf<(typeof WEB_ROUTES)[N]>;

/** A page's path with its parameters filled (an optional one left out drops its segment). */
export function webPath<N extends WebRouteName>(name: N, params: WebRouteParams<N>): string {
  const values = params as Record<string, bigint | string | undefined>;
  return WEB_ROUTES[name].replace(/\/:(\w+)(\?)?/g, (_, key: string, optional: string | undefined) => {
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Missing web route parameter ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** An absolute link to a page, for a mail or a document: the public URL, the path, then the query. */
export function webLink<N extends WebRouteName>(publicUrl: string, name: N, params: WebRouteParams<N>, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${publicUrl.replace(/\/+$/, '')}${webPath(name, params)}${search ? `?${search}` : ''}`;
}
