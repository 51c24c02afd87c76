import { webAccountEnUS } from './en-US/account';
import { webAgreementsEnUS } from './en-US/agreements';
import { webDocumentsEnUS } from './en-US/documents';
import { webFieldsEnUS } from './en-US/fields';
import { webFlowEnUS } from './en-US/flow';
import { webLegalEnUS } from './en-US/legal';
import { webSignErrorsEnUS } from './en-US/sign-errors';
import { webSigningEnUS } from './en-US/signing';
import { webTemplatesEnUS } from './en-US/templates';
import { webVerifyEnUS } from './en-US/verify';

/**
 * The web client's own words (namespace `web`). Product messages shared with the
 * server (errors, statuses, steps) live in the contracts catalogue (`common`).
 */
export const webEnUS = {
  ...webAccountEnUS,
  ...webAgreementsEnUS,
  ...webDocumentsEnUS,
  ...webFlowEnUS,
  ...webFieldsEnUS,
  ...webLegalEnUS,
  ...webSigningEnUS,
  ...webSignErrorsEnUS,
  ...webTemplatesEnUS,
  ...webVerifyEnUS,
  app: {
    name: 'Signet',
    tagline: 'E-signatures without the paper chase',
    pageTitle: '{{title}} · Signet',
  },
  nav: {
    home: 'Home',
    agreements: 'Agreements',
    templates: 'Templates',
    pricing: 'Pricing',
    documents: 'Documents',
    label: 'Main navigation',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    menuTitle: 'Menu',
    skipToContent: 'Skip to content',
    homeLink: 'Signet home',
  },
  language: {
    label: 'Language',
    changePrefix: 'Change language, current: ',
    enUS: 'English',
    zhCN: '简体中文',
  },
  footer: {
    label: 'Site links',
    about: 'About us',
    userAgreement: 'User agreement',
    privacy: 'Privacy policy',
    eSignDisclosure: 'E-sign disclosure',
    userGuide: 'User guide',
    pricing: 'Pricing',
    devOutbox: 'Mail outbox',
    copyright: '© {{year}} Signet. All rights reserved.',
  },
  config: {
    loading: 'Connecting to Signet…',
    errorTitle: 'Signet is unreachable right now',
    errorBody: 'Pages still open, but anything that needs the server waits until it is back.',
    retry: 'Try again',
  },
  common: {
    backHome: 'Back to home',
    loading: 'Loading…',
    comingSoon: 'Coming soon',
    developerPage: 'Developer page',
    reference: 'Reference: {{value}}',
    close: 'Close',
  },
  home: {
    title: 'Home',
    heroTitle: 'Get documents signed in minutes',
    heroBody: 'Upload a PDF or image, add the people who need to sign or view it, and Signet guides everyone through, on any device.',
    ctaSignUp: 'Create a free account',
    ctaSignIn: 'Sign in',
    ctaPricing: 'See pricing',
    ctaVerify: 'Verify a signed PDF',
    howTitle: 'How it works',
    howDocuments: 'PDF, images and text files, up to {{n}} at a time.',
    howRecipients: 'Signers and viewers, in the order you choose.',
    howMessage: 'A short note that arrives with the signing link.',
    trust: {
      title: 'Why people trust what they sign here',
      sealTitle: 'Sealed PDF documents',
      seal: 'Every completed agreement is sealed as a PAdES digital signature, so any change afterwards shows.',
      auditTitle: 'Audit certificate',
      audit: 'A certificate page lists who signed, when and from where, with every step of the history.',
      verifyTitle: 'Check it yourself',
      verify: 'Anyone can drop a signed PDF on /verify to see whether Signet sealed it, with its SHA-256 fingerprint.',
      noAccountTitle: 'No account for signers',
      noAccount: 'Signers open a personal link from their e-mail and sign on any device. Only senders need an account.',
      regionsTitle: 'Two regions',
      regions: 'An international service and a service in China, each with its own hosts, in English and Simplified Chinese.',
      anyDeviceTitle: 'Phone or desktop',
      anyDevice: 'Prepare, send and sign from a phone as easily as from a desktop.',
    },
    startTitle: 'Send your first agreement today',
    startBody: 'The free plan needs only an e-mail address.',
  },
  pages: {
    templates: { title: 'Templates', body: 'Reusable documents with recipients and signature fields already placed will live here.' },
    flowCreate: {
      templateSteps: { prepare: 'Documents and roles', fields: 'Fields', review: 'Review and save' },
      steps: { prepare: 'Documents and recipients', fields: 'Fields', review: 'Review and send' },
      title: 'New agreement',
      stepOf: 'Step {{n}} of {{total}}',
      stepsLabel: 'Creation steps',
    },
    signStart: { title: 'Review and sign', body: 'You will see who sent the document and what they ask of you, then start signing.' },
    sign: { title: 'Sign the document', body: 'You will place your signature on the document here.' },
    signView: { title: 'View the document', body: 'You will read the document you were asked to view here.' },
    signFinish: { title: 'All done', body: 'After signing you will see a confirmation here and can download your copy.' },
    pdfViewer: { title: 'PDF viewer', body: 'An embeddable viewer will render PDF documents here.' },
    testPdfViewer: { title: 'PDF viewer test', body: 'A workbench for the PDF viewer: zoom, scroll and page navigation.' },
    testPdfThumb: { title: 'PDF thumbnails test', body: 'A workbench for page thumbnails of a PDF document.' },
    testPdfViewerDialog: { title: 'PDF viewer dialog test', body: 'A workbench for the PDF viewer shown inside a dialog.' },
    testSortList: { title: 'Sortable list test', body: 'A workbench for reordering recipients by dragging.' },
    testDraggableResizable: { title: 'Field placement test', body: 'A workbench for dragging and resizing signature fields on a page.' },
  },
  pricing: {
    title: 'Pricing',
    subtitle: 'Start free. Upgrade when you send more.',
    individuals: 'Individuals',
    enterprise: 'Enterprise',
    audienceLabel: 'Plans for',
    monthly: 'Monthly',
    yearly: 'Yearly',
    intervalLabel: 'Billing period',
    perMonth: '/ month',
    perYear: '/ year',
    freeForever: 'free forever',
    recommended: 'Recommended',
    plan_free: 'Free',
    plan_individual: 'Individual',
    plan_enterprise: 'Enterprise',
    unlimitedSignatures: 'Unlimited signatures',
    signatures_one: '{{count}} signature',
    signatures_other: '{{count}} signatures',
    devices_one: 'Signed in on one device at a time',
    devices_other: 'Signed in on up to {{count}} devices',
    fileSize: 'Files up to {{size}}',
    pages: 'Up to {{count}} pages per file',
    signers: 'Up to {{count}} signers per agreement',
    cloudStorage: 'Cloud storage for signed documents',
    choose: 'Choose {{plan}}',
    checkoutSoonTitle: 'Checkout is on the way',
    checkoutSoonBody: 'Paid plans can be bought in an upcoming release. Meanwhile every account starts on the free plan.',
  },
  about: {
    title: 'About Signet',
    lead: 'Signet is an electronic signature service for people and teams who want agreements signed quickly and kept safely.',
    missionTitle: 'What we do',
    mission: 'Senders prepare a document, choose who signs and in what order, and follow progress. Signers open a personal link from their e-mail and sign on any device, no account needed.',
    regionsTitle: 'Where we work',
    regions: 'Signet runs an international service and a service in China, each with its own hosts, in English and Simplified Chinese.',
  },
  userGuide: {
    title: 'User guide',
    intro: 'Send your first agreement in four steps.',
    step1: 'Upload one or more documents: PDF, PNG, JPG, WEBP or TXT.',
    step2: 'Add recipients: those who need to sign and those who only need to view.',
    step3: 'Set the signing order if it matters, and place a signature field for each signer.',
    step4: 'Add a message and send. Each recipient receives a personal link by e-mail.',
    signersTitle: 'For signers',
    signers: 'Open the link in your e-mail, review the document and sign. A link expires when a newer one is sent; always use the latest e-mail.',
  },
  notFound: {
    code: '404',
    title: 'This page does not exist',
    body: 'The address may be mistyped, or the page has moved.',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reload it, or go back to the home page.',
    reload: 'Reload page',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale must provide exactly these keys. */
export type WebMessages = Widen<typeof webEnUS>;
