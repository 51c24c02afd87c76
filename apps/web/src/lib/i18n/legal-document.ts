/**
 * The shape of a legal page's text (terms, privacy policy, e-sign disclosure). Each language
 * writes its own sections: the zh-CN disclosure follows the PRC Electronic Signature Law, not
 * the ESIGN text, so the two need not have the same number of sections or paragraphs.
 *
 * Texts may use `{{operator}}` (the operator's name), `{{email}}` (their contact address) and
 * `{{product}}` (the product's name), filled from the public config.
 */
export interface LegalDocument {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

export interface LegalSection {
  title: string;
  /** A string is a paragraph; an array is a bulleted list. */
  body: readonly LegalBlock[];
}

export type LegalBlock = string | readonly string[];

/** The legal pages, by the key of their text under `legal`. */
export const LEGAL_DOCUMENTS = ['userAgreement', 'privacy', 'eSignDisclosure'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];
