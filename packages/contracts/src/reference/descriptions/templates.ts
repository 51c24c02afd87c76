import type { OperationDescriptions } from '../reference-types.js';

/** What each templates operation does, who may call it and its notable rules (the reference's descriptions). */
export const templatesDescriptions = {
  listTemplates:
    'The caller\'s templates, filtered by a search and sorted as asked. Ready-made sample templates are copied in on first use.',
  getTemplate:
    'One template: its latest version (documents, roles, fields), its earlier versions and the agreements made from each.',
  createTemplate:
    'Creates a template: empty, from one of the caller\'s agreements ("Save as template"), or as a copy of another template.',
  publishTemplateVersion:
    'Publishes the working copy as a new version. Its checks are those of sending, for roles: 7204 no document, 403 a role without a name (or two with one name), a pinned role without name or e-mail, no signer role, too many signers; 7205 a signer role without a signature field. Agreements made from older versions keep theirs.',
  deleteTemplate:
    'Hides the template; agreements made from it keep their version.',
  useTemplate:
    'Makes an agreement from a version: a person for each open role, values for prefill fields, optionally another name, subject, message and more documents; then sends it when `send` (with every rule of sendAgreement: 7501, 7204, 7205, 7206, ...), else leaves it as a draft to open in the editor. 403 \'template_not_published\' while it has no version.',
  setTemplatePublicLink:
    'Switches the public link on or off and sets its daily cap. On needs a published version whose first role signs and whose other roles have a fixed person (403 \'public_link_roles\'), since nobody else is there to name them. The link\'s address stays the same when it is switched off and on again.',
  getPublicTemplate:
    'What a visitor sees; 404 for a link that is off, deleted or never was. Rate-limited per address.',
  getPublicTemplateDocumentFile:
    'One document of a public template, to read before signing; rate-limited per address.',
  sendPublicTemplateCode:
    'Mails the visitor a code that proves their e-mail (the same limits as sign-in codes).',
  startPublicTemplate:
    'With a valid code (2002 otherwise): makes an agreement owned by the template\'s owner with the visitor in the first role, sends it (the owner\'s quota: 7206; today\'s cap: 429), and starts the visitor\'s signer session, as opening an e-mailed link would.',
  getBulkSendSample:
    'A CSV file with the columns of the template\'s latest version and one example row.',
  checkBulkSend:
    'Uploads a CSV or XLSX file (multipart, field "file") and checks every row against the template\'s latest version: nothing is sent. The answer lists problems by row and column.',
  startBulkSend:
    'Sends a checked file: every row when all are valid, or only the valid ones when `onlyValid` (403 \'bulk_has_invalid_rows\' otherwise; 7206 when the plan\'s quota does not cover them). Rows go out as durable jobs in chunks; poll getBulkSend for each row\'s state.',
  getBulkSend:
    'A bulk send\'s progress: how many rows are valid, sent and failed, and each row\'s state and agreement.',
} satisfies OperationDescriptions;
