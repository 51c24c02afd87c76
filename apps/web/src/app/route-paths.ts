/**
 * Test data for the web's routes (the patterns themselves are the contracts'
 * WEB_ROUTES, shared with the server's mailed links): one concrete URL for each,
 * so the end-to-end suite can open them all. Pure data: no React imports.
 */
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
  `/templates/${flowId}`,
  `/templates/${flowId}/use`,
  `/templates/${flowId}/bulk`,
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
  '/t/AbCdEfGhIjKlMnOpQrStUvWx',
  '/page/user-agreement',
  '/page/privacy',
  '/page/e-sign-disclosure',
  '/page/user-guide',
  '/account',
  `/companies/${flowId}`,
  '/join?t=invitation-token-that-matches-nothing',
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
