/**
 * The route modules of the sender's agreement pages (spec 2): /agreements, and one
 * agreement at /agreement/:flowId and /detail/:flowId (the same page).
 */
export { AgreementsPage, AgreementsMainList } from './agreements-page';
export { AgreementDetailPage, AgreementDetailPage as FlowDetailPage } from './agreement-detail-page';
