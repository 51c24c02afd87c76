import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './helpers/environment.js';
import { weighSignerPage } from './helpers/page-weight.js';
import { sendAllFieldsAgreement } from './helpers/signer-agreements.js';

/**
 * The signer's script budget (issue 16 point 3): bytes on the wire, compressed, for a phone with
 * an empty cache, from the e-mail link until page 1 is drawn. Bytes do not depend on the
 * machine's speed, so this is a test; times are in `npm run bench`.
 *
 * The goal is 150 KB; the pages measure about 353 KB, most of it React, React Router,
 * Mantine, i18next, TanStack Query and zod (see docs/performance/web-delivery.md). The budget
 * holds what was reached so that nothing makes it worse; lower it as the page gets lighter.
 *
 * Issue 34 raised it from 365 to 372 KiB: company seals add 21 operations (their zod schemas) and
 * their messages to the contracts every page of the one app carries (+2.7 KB compressed), the signer's
 * seal field and the lazy seal panel's hook. Its seal words and panel already load only for a company
 * party. Giving the signer's pages an entry of their own, without the sender's operations, is issue 37.
 *
 * Issue 35 raised it from 372 to 376 KiB (measured 383,711 bytes): the contracts every page of the
 * one app carries gained the verification schemas, the SMS and two-factor operations and their
 * error messages in both languages (about 2.8 KB compressed, most of it in the shared contracts
 * chunk), and the sender's verification words joined the web bundle of each language (about 150
 * bytes). The signer's code page and the access code page, with their words, are chunks of their
 * own, loaded only when the link asks for a code, and the two-factor screens and words load only in
 * the sender's app. An entry of the signer's own, without the sender's operations, is issue 37.
 */
//
// Issue 36 raised it from 376 to 379 KiB (measured 387,829 bytes, main before it 384,560): the page's
// own code for the new fields that every signer's page carries (conditions, the rules' checks and
// their messages, help text, the dispatch to the lazy types, the upload wiring handed to them: about
// 2.4 KB compressed), and the bundler splitting the contracts out of the app-store chunk once the
// signer's page calls the shared rule checker (+0.7 KB). The types themselves (number, date,
// dropdown, radio, phone, multi-line text, attachment, stamp) and their words are chunks loaded
// only for agreements that have them. The kept signature (point 3) then brought it to 391,482 bytes:
// the page asks, on opening, whether the signed-in person keeps a signature to offer (its operation
// and schema), and the signature dialog's pad moved to a shared component chunk; 390,502 once the
// offer is asked for inside the lazy dialog instead. 383 KiB. Issue 37
// replaces this entry with one of the signer's own and a budget of 150 KB.
const SCRIPT_BUDGET_BYTES = 383 * 1024;

describe('the signer page’s weight in Chromium', () => {
  const env = useServerAndBrowser();

  it('downloads its script within budget, compressed, and pdf.js only after it, to draw the page', async () => {
    const { link } = await sendAllFieldsAgreement(env.server.url);
    const weight = await weighSignerPage(env.browser, link);
    const listing = weight.scripts.map((script) => `${script.bytes} ${script.url}`).join('\n');
    expect(weight.scriptBytes, listing).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    expect(weight.pdfJsBytes, 'pdf.js arrives compressed').toBeLessThan(150 * 1024);
    expect(weight.pdfJsBytes, 'pdf.js is loaded').toBeGreaterThan(50 * 1024);
    expect(weight.pdfJsLast, listing).toBe(true);
  });
});
