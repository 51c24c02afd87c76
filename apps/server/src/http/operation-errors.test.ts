import { describe, expect, it } from 'vitest';
import { operations } from '@signet/contracts';
import { deriveOperationErrors, generatedFile, operationErrorsModule } from '../../scripts/derive-operation-errors.js';

// One analysis of the whole server (about 20 s), shared by the checks below.
const derived = deriveOperationErrors(operations);

describe('the error codes each operation can answer (derived from the code)', () => {
  it('the generated file is what the analysis gives today (`-u` or the script rewrites it)', async () => {
    await expect(operationErrorsModule(derived)).toMatchFileSnapshot(generatedFile);
  });

  it('knows what sending, reading and listing can answer', () => {
    // Sending counts the quota and refuses a signer without a signature field; only the owner may send.
    expect(derived.sendAgreement).toEqual(expect.arrayContaining([7205, 7206, 7403, 8104, 8105, 8101, 401, 429, 403, 500]));
    expect(derived.getAgreement).toEqual(expect.arrayContaining([7403, 401, 429]));
    // A read is not idempotent-keyed, is allowed to a read key, and never spends the quota.
    for (const code of [8104, 8105, 8101, 7206]) expect(derived.getAgreement).not.toContain(code);
    expect(derived.listAgreements).not.toContain(8104);
    // Only the person's own session may manage keys: a key calling it answers 8102, never 8101.
    expect(derived.createApiKey).toContain(8102);
    expect(derived.createApiKey).not.toContain(8101);
    // Signing in answers wrong credentials; an anonymous call has no session to lack.
    expect(derived.login).toContain(2001);
    expect(derived.login).not.toContain(8102);
    // An upload answers the file size code even when the body was too large for any check, and the
    // file checks of a module the route loads on first use (a destructured dynamic import).
    expect(derived.uploadDocument).toEqual(expect.arrayContaining([5007, 7005, 7800, 7801, 7802]));
  });

  it('lists only codes of the catalogue, and far fewer than all of them per operation', () => {
    const sizes = Object.values(derived).map((codes) => codes.length);
    expect(Math.max(...sizes)).toBeLessThan(45);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(20);
  });
});
