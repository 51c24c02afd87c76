/** The words around every page: the mark, navigation, the language menu, the server's state and the shared buttons. The signer's pages load these too. */
export const webShellEnUS = {
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
    devOutbox: 'Outbox',
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
    /** A test-mode key or agreement (issue 38). */
    test: 'Test',
  },
};
