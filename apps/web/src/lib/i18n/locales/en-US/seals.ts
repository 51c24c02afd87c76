/**
 * Words of company seals (issue 34) that any page may show: the kinds, the statuses, signing for a
 * company (the editor), and the seal field on the signing page. The Seals tab's words and the signer's
 * seal panel's come with their own chunks (seals-admin.ts, seals-signer.ts).
 */
export const webSealsEnUS = {
  seals: {
    kind: {
      official: 'Official seal',
      contract: 'Contract seal',
      finance: 'Finance seal',
      hr: 'HR seal',
      legal_rep: 'Legal representative seal',
      other: 'Other seal',
    },
    status: { active: 'Active', suspended: 'Suspended', revoked: 'Revoked' },
    party: {
      signsFor: 'Signs for a company',
      signsForHint: 'They act for a company, which seals the agreement.',
      name: 'Company name',
      nameHint: 'As on its seal, e.g. Acme Ltd.',
      nameRequired: 'Enter the company’s name (up to 100 characters).',
      crossPage: 'Cross-page seal (骑缝章)',
      crossPageHint: 'A seal stamped across the right edge of the pages, a slice on each, so no page can be swapped.',
      pages: 'Pages',
      pagesAll: 'All pages',
      pagesSome: 'Some pages',
      ranges: 'Which pages',
      rangesHint: 'Page numbers and ranges, e.g. 1-3,5',
      rangesInvalid: 'Write pages as numbers and ranges, e.g. 1-3,5.',
      position: 'Position on the right edge',
      top: 'Top',
      middle: 'Middle',
      bottom: 'Bottom',
      fromTop: '{{percent}}% from the top',
    },
    field: {
      pending: 'Company seal',
      applied: 'Company seal applied',
      applyFirst: 'Apply the company seal first.',
    },
  },
} as const;
