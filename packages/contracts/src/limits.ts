/**
 * Numeric caps the spec leaves "not shown". Values follow the live service's guide
 * (10 files per upload, 50 recipients) and the best products (50 MB, 500 pages).
 * Plans may lower or raise the per-plan ones (see plans.ts); these are the ceilings.
 */
export const LIMITS = {
  /** Seats of a company without an Enterprise plan in force (issue 32): its owner and two more. */
  freeCompanySeats: 3,
  /** Most seats one licence code carries. */
  maxCompanySeats: 10_000,
  /** Files accepted in one upload. */
  filesPerUpload: 10,
  /** Recipients (signers and viewers) in one agreement. */
  recipientsPerAgreement: 50,
  /** Largest file accepted on any plan, in bytes. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Most pages in one file on any plan. */
  maxPagesPerFile: 500,
  /** Characters in a document or agreement name. */
  documentNameChars: 100,
  /** Characters in the message to recipients. */
  messageChars: 1000,
  /** Characters in the subject of the invitation e-mail. */
  subjectChars: 200,
  /** Documents in one agreement. */
  documentsPerAgreement: 10,
  /** Fields in one agreement (all documents and recipients together). */
  fieldsPerAgreement: 1000,
  /** Characters in a recipient's access code. */
  accessCodeChars: 32,
  /** Characters in a text field's label or value. */
  fieldTextChars: 500,
  /** Characters in a multi-line text box's value or a label's text (issue 36). */
  fieldLongTextChars: 2000,
  /** Characters in one option of a dropdown or radio group. */
  fieldOptionChars: 100,
  /** Options of one dropdown or radio group. */
  fieldOptions: 50,
  /** Bytes of one file a signer attaches (PDF, PNG, JPEG or WebP). */
  attachmentBytes: 10 * 1024 * 1024,
  /** Rows of one bulk send (issue 14); each becomes an agreement. */
  bulkSendRows: 1000,
  /** API keys one account may hold at once, revoked ones not counted (issue 18). */
  apiKeysPerAccount: 20,
  /** Characters in an API key's name. */
  apiKeyNameChars: 60,
  /** A bulk send's CSV or XLSX file. */
  bulkSendFileBytes: 5 * 1024 * 1024,
  /** Characters in a recipient's name. */
  recipientNameChars: 64,
  /** Characters in an e-mail address (RFC 5321 path limit). */
  emailChars: 254,
  /** Bytes of one signature or initials image as uploaded (PNG or JPEG, decoded from base64). */
  signatureImageBytes: 1024 * 1024,
  /** Characters in a signer's reason for declining. */
  declineReasonChars: 500,
  /** Characters in the sender's reason for voiding an agreement. */
  voidReasonChars: 500,
  /** Characters in an agreements list search. */
  agreementSearchChars: 100,
  /** Agreements in one page of the list (most a client may ask for). */
  agreementsPerPage: 100,
  /** Days before the first automatic reminder, and between reminders (issue 18). */
  reminderDays: 60,
  /** Automatic reminders one signer may get for one agreement. */
  remindersPerSigner: 10,
  /** Furthest an expiry date may be set, in days from now. */
  expiryDays: 365,
  /** Characters in an agreement's or template's externalId (issue 38). */
  externalIdChars: 255,
  /** Keys in an agreement's or template's metadata, and characters in each key and value. */
  metadataKeys: 50,
  metadataKeyChars: 40,
  metadataValueChars: 500,
  /** Characters of an endpoint's answer kept in the webhook delivery log. */
  webhookLogBodyChars: 4096,
  /** Days a webhook delivery stays in the log. */
  webhookLogDays: 30,
} as const;
