import type { FirstScreen } from './first-screen.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values as HTML: the agreement's name and the sender's are the sender's words. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The consent sentence with its `<1>…</1>` as the disclosure's link. */
function consentSentence(text: string): string {
  return escapeHtml(text).replace(/&lt;1&gt;([\s\S]*?)&lt;\/1&gt;/, '<a href="/page/e-sign-disclosure" target="_blank" rel="noopener">$1</a>');
}

/**
 * Styles of the first screen, inline so it needs no file: the same bands, sizes and colours as the
 * signing page the script draws over it (Mantine's theme values), so nothing moves when it does.
 */
const STYLE = `
body{margin:0}
#first-paint{min-height:100dvh;display:flex;flex-direction:column;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif;color:#000;background:#fff;-webkit-text-size-adjust:100%}
#first-paint *{box-sizing:border-box}
.fp-top{height:56px;border-bottom:1px solid #e9ecef}
.fp-top>div{max-width:1140px;height:100%;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:8px}
.fp-mark{width:32px;height:32px;border-radius:32px;background:#c2410c;display:inline-flex;align-items:center;justify-content:center}
.fp-name{font-weight:800;font-size:20px;line-height:1;color:#1f1f1f;letter-spacing:-.02em}
.fp-head{padding:11px 12px 12px;min-height:68px;display:flex;flex-direction:column;justify-content:center;border-bottom:1px solid #dee2e6}
.fp-head h1{margin:0;font-size:16px;line-height:1.3;font-weight:700;overflow-wrap:anywhere}
.fp-head p{margin:0;font-size:12px;line-height:1.4;color:#5c636a;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-consent{padding:8px 12px;background:#f8f9fa;border-bottom:1px solid #dee2e6}
.fp-consent>div{max-width:1140px;margin:0 auto;display:flex;gap:12px;align-items:flex-start;font-size:16px;line-height:1.5}
.fp-box{flex:none;width:24px;height:24px;border:1px solid #ced4da;border-radius:4px;background:#fff}
.fp-consent a{color:inherit}
.fp-doc{flex:1;background:#e9ecef;padding:19px 16px 16px}
.fp-doc img{display:block;width:100%;max-width:980px;height:auto;margin:0 auto;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1)}
.fp-message{flex:1;display:flex;align-items:center;justify-content:center;padding:16px;min-height:60vh;text-align:center;font-size:16px}
@media (min-width:48em){.fp-head,.fp-consent{padding-left:24px;padding-right:24px}.fp-head h1{font-size:18px}.fp-doc{padding:19px 24px 24px}}
`.replace(/\n/g, '');

const MARK = '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 17c3.333 -3.333 5 -6 5 -8c0 -3 -1 -3 -2 -3s-2.032 1.085 -2 3c.034 2.048 1.658 4.877 2.5 6c1.5 2 2.5 2.5 3.5 1l2 -3c.333 2.667 1.333 4 3 4c.53 0 2.639 -2 3 -2c.517 0 1.517 .667 3 2"></path></svg>';

function screenHtml(screen: FirstScreen): string {
  const top = `<header class="fp-top"><div><span class="fp-mark">${MARK}</span><span class="fp-name">Signet</span></div></header>`;
  if (screen.kind === 'message') {
    return `${top}<main class="fp-message"${screen.alert ? ' role="alert"' : ''}><p>${escapeHtml(screen.message)}</p></main>`;
  }
  const consent = screen.consent ? `<section class="fp-consent"><div><span class="fp-box"></span><span>${consentSentence(screen.consent)}</span></div></section>` : '';
  const page = screen.page;
  const image = page
    ? `<img src="${escapeHtml(page.sources[0]?.url ?? '')}" srcset="${escapeHtml(page.sources.map((source) => `${source.url} ${source.width}w`).join(', '))}" sizes="${PAGE_SIZES}" width="${Math.round(page.width)}" height="${Math.round(page.height)}" alt="${escapeHtml(page.alt)}" fetchpriority="high">`
    : '';
  return `${top}<div class="fp-head"><h1>${escapeHtml(screen.title)}</h1><p>${escapeHtml(screen.heading)}</p></div>${consent}<main class="fp-doc">${image}</main>`;
}

/** Which of page 1's widths the browser picks: the page fills the phone's width, at most 820 px. */
const PAGE_SIZES = '(min-width: 868px) 820px, calc(100vw - 32px)';

/** The signer build's preloads.json (apps/web/build/signer-preloads.ts): each language's words' chunks. */
export interface SignerPreloads {
  words: Record<string, string[]>;
}

/** A hint that fetches page 1's image beside the scripts, before the body is read. */
function imagePreloadHtml(screen: FirstScreen): string {
  if (screen.kind !== 'document' || !screen.page) return '';
  const srcset = screen.page.sources.map((source) => `${source.url} ${source.width}w`).join(', ');
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${PAGE_SIZES}" fetchpriority="high">`;
}

/**
 * Hints for the page's words in its language: the entry asks for them only once it runs and draws
 * nothing before they are in, so they are asked for beside the entry's own chunks, after them.
 */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/g;

function wordsPreloadHtml(screen: FirstScreen, preloads: SignerPreloads | null): string {
  return (preloads?.words[screen.language] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('');
}

/**
 * The signer's built page (sign.html) with its first screen in it: the screen in `#first-paint`,
 * shown at once; the app's `#root` hidden until the script has drawn the same screen, interactive
 * (src/lib/first-paint, in the web app, swaps them). The page's language and title are the screen's.
 */
export function signerPageHtml(template: string, screen: FirstScreen, preloads: SignerPreloads | null = null): string {
  const title = screen.title === 'Signet' ? 'Signet' : `${screen.title} · Signet`;
  // The app's stylesheets go after the first screen, not in the head: a stylesheet in the head holds
  // every paint until it has arrived, one behind the scripts on a phone's few connections. After the
  // screen it holds back only what follows it, the app's `#root`, hidden until the script draws it.
  const stylesheets = template.match(STYLESHEET_LINK) ?? [];
  return template
    .replace(STYLESHEET_LINK, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${screen.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    // Before the scripts, so page 1's image is asked for first.
    .replace('<script', `<style>${STYLE}</style>${imagePreloadHtml(screen)}<script`)
    .replace('</head>', `${wordsPreloadHtml(screen, preloads)}</head>`)
    .replace('<div id="root"></div>', `<div id="first-paint">${screenHtml(screen)}</div>${stylesheets.join('')}<div id="root" hidden></div>`);
}
