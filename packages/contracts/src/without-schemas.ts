/**
 * The contracts without their schemas: constants, codes, words, routes and the pure rules the
 * signer's pages use, and every operation as a route (no zod at run time). The signer's build
 * (apps/web/vite.signer.config.ts) resolves `@signet/contracts` here; TypeScript still checks
 * that code against the whole contracts (index.ts). A name missing here fails that build.
 */
export * from './agreement-event-types.js';
export * from './constants.js';
export * from './cross-page-plan.js';
export * from './errors/app-error.js';
export * from './errors/error-codes.js';
export * from './errors/error-data-unchecked.js';
export * from './file-types.js';
export * from './i18n/en-US.js';
export * from './i18n/locales.js';
export * from './i18n/zh-CN.js';
export * from './i18n/signer-first-paint.js';
export * from './companies/registration-number.js';
export * from './json.js';
export * from './limits.js';
export * from './operation.js';
export * from './token-headers.js';
export * from './parse-url.js';
export * from './page-ranges.js';
export * from './services.js';
export * from './site-path.js';
export * from './web-routes.js';
export * from './routing.js';
export * from './operations/agreements/field-types.js';
export * from './operations/agreements/field-value-rules.js';
export * from './operations/account/code-rules.js';
export * from './operations/signing/attachment-types.js';
export * from './operations/signing/consent.js';
export * from './operations/signing/signer-refusal-codes.js';
export * from './operations/signing/signer-token-header.js';
export * from './operations/operation-routes.generated.js';
