import type { ComponentType } from 'react';
import { WEB_ROUTES as P } from '@signet/contracts';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { SignerHandoffPage } from './pages/signer-handoff-page';

/** A route module loaded on first visit; `name` is the component it exports. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const home = () => import('./pages/index-main-page');
const agreements = () => import('../features/agreements/pages/agreement-pages');
const templates = () => import('../features/templates/pages/templates-page');
const templateDetail = () => import('../features/templates/pages/template-detail-page');
const templateUse = () => import('../features/templates/pages/use-template-page');
const templateBulk = () => import('../features/templates/pages/bulk-send-page');
const pricing = () => import('../features/pricing/pages/pricing-page');
const staticPages = () => import('../features/static-pages/pages/static-pages');
const flowStep2 = () => import('../features/agreement-editor/pages/create-step2-page');
const flowStep3 = () => import('../features/agreement-editor/pages/create-step3-page');
const flowStep1 = () => import('./pages/create-step1-page');
const signLink = () => import('../features/signing/pages/sign-link-page');
const signStart = () => import('../features/signing/pages/sign-start-page');
const signView = () => import('../features/signing/pages/sign-view-page');
const signPage = () => import('../features/signing/pages/sign-page');
const signFinish = () => import('../features/signing/pages/sign-finish-page');
const signError = () => import('../features/signing/pages/sign-error-page');
const publicTemplate = () => import('../features/signing/pages/public-template-page');
const pdfViewer = () => import('../features/pdf-viewer/pages/iframe-pdf-viewer-page');
const pdfTests = () => import('../features/pdf-viewer/pages/pdf-test-pages');
const documents = () => import('../features/documents/pages/documents-page');
const account = () => import('../features/account/pages/account-page');
const testSortList = () => import('../features/dev-tests/pages/test-sort-list-page');
const testDraggableResizable = () => import('../features/dev-tests/pages/test-draggable-resizable-page');
const outbox = () => import('../features/dev-outbox/pages/outbox-list-page');
const outboxMessage = () => import('../features/dev-outbox/pages/outbox-message-page');

/**
 * The signer's pages. A built server serves them from their own entry (src/signer-app, decision
 * 024); the Vite dev server has only this app, so there they are routes of it as before.
 */
const signerPages: RouteObject[] = import.meta.env.DEV
  ? [
      { path: P.signError, lazy: page(signError, 'SignErrorPage') },
      // An e-mailed link opens the signer session, then goes where the server says.
      { path: P.signStartNotice, lazy: page(signLink, 'SignLinkPage') },
      { path: P.signFinishNotice, lazy: page(signLink, 'SignLinkPage') },
      { path: P.signViewNotice, lazy: page(signLink, 'SignLinkPage') },
      { path: P.signNotice, lazy: page(signLink, 'SignLinkPage') },
      { path: P.signStart, lazy: page(signStart, 'SignStartPage') },
      { path: P.signFinish, lazy: page(signFinish, 'SignFinishPage') },
      { path: P.signView, lazy: page(signView, 'SignViewPage') },
      { path: P.sign, lazy: page(signPage, 'SignPage') },
    ]
  : [{ path: '/sign/*', Component: SignerHandoffPage }];

export const routes: RouteObject[] = [
  {
    lazy: page(() => import('./layouts/root-layout'), 'RootLayout'),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: page(() => import('./layouts/main-layout'), 'MainLayout'),
        children: [
          { path: P.home, id: 'IndexMain', lazy: page(home, 'IndexMainPage') },
          { path: P.flowDetail, lazy: page(agreements, 'FlowDetailPage') },
          { path: P.agreements, lazy: page(agreements, 'AgreementsPage') },
          { path: P.agreementDetail, lazy: page(agreements, 'AgreementDetailPage') },
          { path: P.templates, lazy: page(templates, 'TemplatesPage') },
          { path: P.templateDetail, lazy: page(templateDetail, 'TemplateDetailPage') },
          { path: P.templateUse, lazy: page(templateUse, 'UseTemplatePage') },
          { path: P.templateBulk, lazy: page(templateBulk, 'BulkSendPage') },
          { path: P.aboutUs, lazy: page(staticPages, 'AboutPage') },
          { path: P.pricingIndividuals, lazy: page(pricing, 'PricingIndividualsPage') },
          { path: P.pricingEnterprise, lazy: page(pricing, 'PricingEnterprisePage') },
          { path: P.checkoutReturn, lazy: page(() => import('../features/pricing/pages/checkout-return-page'), 'CheckoutReturnPage') },
          { path: P.checkoutScan, lazy: page(() => import('../features/pricing/pages/checkout-scan-page'), 'CheckoutScanPage') },
          { path: P.createStep1, lazy: page(flowStep1, 'CreateStep1Page') },
          { path: P.createStep2, lazy: page(flowStep2, 'CreateStep2Page') },
          { path: P.createStep3, lazy: page(flowStep3, 'CreateStep3Page') },
          { path: P.userAgreement, lazy: page(staticPages, 'UserAgreementPage') },
          { path: P.privacyPolicy, lazy: page(staticPages, 'PrivacyPolicyPage') },
          { path: P.eSignDisclosure, lazy: page(staticPages, 'ESignDisclosurePage') },
          { path: P.userGuide, lazy: page(staticPages, 'UserGuidePage') },
          { path: P.account, lazy: page(account, 'AccountPage') },
          { path: P.companySettings, lazy: page(() => import('../features/companies/pages/company-settings-page'), 'CompanySettingsPage') },
          { path: P.companyJoin, lazy: page(() => import('../features/companies/pages/join-page'), 'JoinPage') },
          { path: P.documents, lazy: page(documents, 'DocumentsPage') },
          { path: P.verify, lazy: page(() => import('../features/verify/pages/verify-page'), 'VerifyPage') },
          // The error boundary needs the 404 page eagerly anyway, so it is not split out.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        // Signer, developer and outbox pages: no sender navigation.
        lazy: page(() => import('./layouts/minimal-layout'), 'MinimalLayout'),
        children: [
          { path: P.publicTemplate, lazy: page(publicTemplate, 'PublicTemplatePage') },
          ...signerPages,
          { path: P.testPdfViewer, lazy: page(pdfTests, 'TestPdfViewerPage') },
          { path: P.testPdfThumb, lazy: page(pdfTests, 'TestPdfThumbPage') },
          { path: P.testPdfViewerDialog, lazy: page(pdfTests, 'TestPdfViewerDialogPage') },
          { path: P.testSortList, lazy: page(testSortList, 'TestSortListPage') },
          { path: P.testDraggableResizable, lazy: page(testDraggableResizable, 'TestDraggableResizablePage') },
          { path: P.devOutbox, lazy: page(outbox, 'OutboxListPage') },
          { path: P.devOutboxMessage, lazy: page(outboxMessage, 'OutboxMessagePage') },
        ],
      },
      {
        lazy: page(() => import('./layouts/bare-layout'), 'BareLayout'),
        children: [{ path: P.iframePdfViewer, lazy: page(pdfViewer, 'IframePdfViewerPage') }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
