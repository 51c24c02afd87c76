import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { waitForStill } from './browser.js';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules: what issue 15 holds every page to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core in the page (injected, so no browser extension or download) and answers
 * each violation as one readable line: the rule, where, and why, so a failing test names the fix.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Let entrance transitions finish: a half-faded element measures as low contrast.
  await waitForStill(page);
  // Evaluated through the debugging protocol, so the page's Content-Security-Policy does not apply.
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })) }));
  }, WCAG_AA_TAGS);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
  );
}
