import type { OperationDescriptions } from '../reference-types.js';

/** What each app operation does, who may call it and its notable rules (the reference's descriptions). */
export const appDescriptions = {
  getPublicConfig:
    'The configuration the web client needs before anything else (app service, basic authorization).',
} satisfies OperationDescriptions;
