import { SIGNER_FIRST_PAINT_WORDS, sharedMessages, type Locale, type SignerView } from '@signet/contracts';
import type { LinkPreview } from '../../domain/signing/preview-signer-link.js';

/** One width of page 1's image: its URL and its pixel width. */
export interface PageImageSource {
  url: string;
  width: number;
}

/** What the signer's first screen says and shows, in one language, before any script. */
export type FirstScreen =
  | {
      kind: 'document';
      language: Locale;
      title: string;
      heading: string;
      /** The consent sentence still to agree to, its link marked `<1>…</1>`; null once given. */
      consent: string | null;
      page: { alt: string; width: number; height: number; sources: PageImageSource[] } | null;
    }
  | { kind: 'message'; language: Locale; title: string; message: string; alert: boolean };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const HEADINGS = { signer: 'heading', approver: 'headingApprove', filler: 'headingFill', viewer: 'headingView', copy: 'headingCopy' } as const;

/**
 * The first screen of a link's preview: the document's request and page 1 (its image links from
 * `pageImages`, null when the document has none), a refusal's message, or "opening" while the
 * link asks for a code or leads elsewhere. The words are the ones the page says once its script
 * runs (SIGNER_FIRST_PAINT_WORDS and the contracts' catalogue), so nothing changes under the
 * signer's eyes but what becomes interactive.
 */
export function firstScreenOf(preview: LinkPreview, language: Locale, pageImages: (view: SignerView) => PageImageSource[] | null): FirstScreen {
  const words = SIGNER_FIRST_PAINT_WORDS[language];
  if (preview.kind === 'refused') {
    const catalogue = sharedMessages[language] as Record<string, string>;
    return { kind: 'message', language, title: 'Signet', message: catalogue[`http_error_${preview.code}`] ?? catalogue.operation_failed ?? '', alert: true };
  }
  if (preview.kind === 'opening') return { kind: 'message', language, title: 'Signet', message: words.opening, alert: false };
  const { view } = preview;
  const { agreement } = view;
  const first = view.documents[0];
  const size = first?.pageSizes[0];
  const sources = pageImages(view);
  const role = view.next === 'view' && view.me.role !== 'copy' ? 'viewer' : view.me.role;
  // As the page titles it: a viewer's and a copy's title say what they are asked, since the
  // subject the sender wrote for signers ("Please sign…") would contradict "nothing to sign".
  const title =
    role === 'viewer' ? fill(words.viewTitle, { name: agreement.name }) : role === 'copy' ? fill(words.copyTitle, { name: agreement.name }) : agreement.subject || agreement.name;
  return {
    kind: 'document',
    language,
    title,
    // As the page says it: the sender's name, then their address when there is a name.
    heading: fill(words[HEADINGS[role]], { name: view.sender.name || view.sender.email }) + (view.sender.name ? ` · ${view.sender.email}` : ''),
    consent: view.next === 'start' && !view.consent.given ? words.consentCheck : null,
    page: size && sources && sources.length > 0 ? { alt: fill(words.page, { n: 1 }), width: size.width, height: size.height, sources } : null,
  };
}
