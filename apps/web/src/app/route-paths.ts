/**
 * Every route of spec 2 as a React Router pattern, and one concrete URL for each,
 * so the end-to-end suite can open them all. Pure data: no React imports.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  flowDetail: '/detail/:flowId',
  agreements: '/agreements',
  agreementDetail: '/agreement/:flowId',
  templates: '/templates',
  aboutUs: '/about-us',
  pricingIndividuals: '/pricing/individuals',
  pricingEnterprise: '/pricing/enterprise',
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
  userAgreement: '/page/user-agreement',
  userGuide: '/page/user-guide',
  account: '/account',
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

export type RouteName = keyof typeof ROUTE_PATTERNS;

const flowId = '123456789012345678';
const flowSignerId = '223456789012345678';
const flowNoticeViewId = '323456789012345678';

/** One concrete URL per route (both forms of the optional and trailing-slash routes). */
export const ROUTE_EXAMPLE_URLS: readonly string[] = [
  '/',
  `/detail/${flowId}`,
  '/agreements',
  '/agreements/',
  `/agreement/${flowId}`,
  '/templates',
  '/about-us',
  '/pricing/individuals',
  '/pricing/enterprise',
  '/flow/create/step1',
  `/flow/create/step1/${flowId}`,
  `/flow/create/step2/${flowId}`,
  `/flow/create/step3/${flowId}`,
  `/sign/start/${flowSignerId}`,
  `/sign/finish/${flowSignerId}`,
  `/sign/view/${flowSignerId}`,
  `/sign/${flowSignerId}`,
  `/sign/start/${flowSignerId}/noticeView/${flowNoticeViewId}`,
  `/sign/finish/${flowSignerId}/noticeView/${flowNoticeViewId}`,
  `/sign/view/${flowSignerId}/noticeView/${flowNoticeViewId}`,
  `/sign/${flowSignerId}/noticeView/${flowNoticeViewId}`,
  '/sign/error/7601',
  '/sign/error/12345',
  '/page/user-agreement',
  '/page/user-guide',
  '/account',
  '/documents',
  '/verify',
  '/iframe/pdfViewer',
  '/test/pdfViewer',
  '/test/pdfThumb',
  '/test/pdfViewerDialog',
  '/test/sortList',
  '/test/draggableResizable',
  '/dev/outbox',
  `/dev/outbox/${flowId}`,
];

/** A URL no route matches, for the designed 404 page. */
export const NOT_FOUND_EXAMPLE_URL = '/no-such-page';

/** URLs that use the minimal signer layout (no sender navigation). */
export const MINIMAL_LAYOUT_PREFIXES: readonly string[] = ['/sign/', '/iframe/'];
