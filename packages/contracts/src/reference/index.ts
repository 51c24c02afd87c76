import { accountDescriptions } from './descriptions/account.js';
import { agreementsDescriptions } from './descriptions/agreements.js';
import { appDescriptions } from './descriptions/app.js';
import { checkoutDescriptions } from './descriptions/checkout.js';
import { companiesDescriptions } from './descriptions/companies.js';
import { documentsDescriptions } from './descriptions/documents.js';
import { pageImagesDescriptions } from './descriptions/page-images.js';
import { planDescriptions } from './descriptions/plan.js';
import { signingDescriptions } from './descriptions/signing.js';
import { templatesDescriptions } from './descriptions/templates.js';
import { verifyDescriptions } from './descriptions/verify.js';
import { accountExamples } from './examples/account.js';
import { agreementsExamples } from './examples/agreements.js';
import { appExamples } from './examples/app.js';
import { checkoutExamples } from './examples/checkout.js';
import { companiesExamples } from './examples/companies.js';
import { documentsExamples } from './examples/documents.js';
import { pageImagesExamples } from './examples/page-images.js';
import { planExamples } from './examples/plan.js';
import { signingExamples } from './examples/signing.js';
import { templatesExamples } from './examples/templates.js';
import { verifyExamples } from './examples/verify.js';
import type { OperationDescriptions, OperationExamples } from './reference-types.js';

export type { OperationDescriptions, OperationExample, OperationExamples, OperationId } from './reference-types.js';
export { operationErrors } from './operation-errors.generated.js';
export { REFERENCE_TAGS, referenceTagOf, type ReferenceTag } from './reference-tags.js';

/** Every operation's description, by id (one file per operation area under descriptions/). */
export const operationDescriptions: OperationDescriptions = { ...accountDescriptions, ...agreementsDescriptions, ...appDescriptions, ...checkoutDescriptions, ...companiesDescriptions, ...documentsDescriptions, ...pageImagesDescriptions, ...planDescriptions, ...signingDescriptions, ...templatesDescriptions, ...verifyDescriptions };

/** Every operation's request and answer example, by id (one file per operation area under examples/). */
export const operationExamples: OperationExamples = { ...accountExamples, ...agreementsExamples, ...appExamples, ...checkoutExamples, ...companiesExamples, ...documentsExamples, ...pageImagesExamples, ...planExamples, ...signingExamples, ...templatesExamples, ...verifyExamples };
