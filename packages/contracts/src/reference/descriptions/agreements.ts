import { MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY } from '../../constants.js';
import type { OperationDescriptions } from '../reference-types.js';

/** What each agreements operation does, who may call it and its notable rules (the reference's descriptions). */
export const agreementsDescriptions = {
  createAgreement:
    'Creates a draft agreement from its content: name, documents (uploaded with uploadDocument), recipients with their roles and order, subject, message, expiry, reminders, externalId and metadata. Nothing is sent yet: place fields with saveAgreementFields, then call sendAgreement. The answer carries the draft\'s `revision`, which the next change must name.',
  getAgreement:
    'One agreement of the signed-in sender: 7403 for someone else\'s, 404 when there is none.',
  getAgreementDocumentFile:
    'One agreement document\'s bytes for its sender (the agreement\'s own copy), answered like the drive\'s download; 7403 for another user\'s agreement, 404 for a missing one.',
  getAgreementFinalFile:
    'The sealed final document for its sender; 7405 until it is sealed.',
  getAgreementFinalDocumentFile:
    'One document of a completed agreement, sealed on its own (with the signatures on that document), for the sender. 7405 until the agreement is sealed.',
  getAgreementFinalZip:
    'Every file of a completed agreement in one zip: each sealed document and the certificate of completion. For the sender; 7405 until sealed.',
  saveAgreementDraft:
    'Saves the draft\'s content (documents, recipients, order, message) over the draft. Fields of recipients and documents that stay are kept; those of removed ones go. `revision` must be the draft\'s current one (7026 when another tab saved since); 7201 once the agreement was sent.',
  saveAgreementFields:
    'Replaces the draft\'s fields: where each recipient signs, initials, dates or fills in, by document, page and position (fractions of the page, 0 to 1). Same revision rule as saveAgreementDraft.',
  sendAgreement:
    'Sends the draft: checks it (7501 no sender e-mail, 7201 already sent, 7204 no file, 403 recipient problems, 7205 a signer without a signature field, 7206 quota), counts it against the plan and invites the first signer (or every signer when there is no order) by e-mail. A "just need my signature" agreement mails nobody: the sender signs next.',
  createSignatureRequest:
    'One call to send. Documents are uploads of the drive (`documentId`), files inline (`file.contentBase64` with its name), or https addresses Signet fetches through the webhooks\' address guard (8485 names the document and why). Recipients take every role, step and verification of the editor; fields are placed by position (naming recipient and document by place or role name) or by text tags written in the documents (`textTags: true`; 8470–8474 name the tag and page), which are taken out of the documents. With `embeddedSigning`, each recipient whose turn it is now gets a ten-minute embedded signing URL. The agreement is made by the same rules as the four editor calls, in one transaction: a refused request leaves no agreement and no upload behind.',
  createTemplateSignatureRequest:
    'createSignatureRequest from a template: the people for its roles, named by role id or role name; values for its fields by field key (`values`) or field id (`prefill`); expiry, reminders, externalId and metadata; sent unless `send` is false.',
  notifySigners:
    `Sends the invitation again, as a new notice (older links then answer 7602). At most ${MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY} notices per signer a day (7603); 7604 'There are no more signers to send.' when nobody is left; 7203/7408/7407/7202/7410 when the agreement is deleted, voided, declined, not sent or past its signatures.`,
  reviseAgreement:
    'Takes a sent agreement that nobody has signed yet back to change it: it becomes \'Updating\', its signing links answer 7025 (locked, try later) until it is sent again, and the creation steps edit it like a draft (sending it again uses no quota). 403 \'revise_after_signature\' once someone signed; 7025 while another change runs; 7203/7408/7407/7410 for deleted, voided, declined, completed ones.',
  retryAgreementCompletion:
    'Seals again an agreement whose sealing failed (\'failed\', see `completionFailure`): the agreement goes back to \'waiting\' and the sealing job runs again. 7410 when it is already completed; 403 \'completion_not_retryable\' when not every signer signed or it was declined or voided; 7403 for another user\'s agreement.',
  listAgreements:
    'The agreements index (keyset pagination: pass `nextCursor` back as `cursor`; null on the last page). A cursor from another box, search or sort answers 403.',
  getAgreementCounts:
    'How many agreements each folder of the list holds (drafts, waiting for others, waiting for me, completed, trash), and a version that changes whenever any of them does, so a client can poll cheaply.',
  getAgreementVersion:
    'A cheap check for the detail page: poll it every few seconds while the page is visible and refetch getAgreement when `version` changes (a signer viewed, signed or declined, the sealing finished, ...). 7403 / 404 like getAgreement.',
  getAgreementTimeline:
    'The audit trail of one of my agreements, oldest first. 7403 / 404 like getAgreement.',
  deleteAgreement:
    'Moves the agreement to the trash (any status) and so ends its signing process: every link then answers 7203. The web shows \'Delete success\'. 7203 when it is in the trash already; 7025 while another change holds it.',
  restoreAgreement:
    'Takes it out of the trash, in the status it had (\'Restore success\'). 403 \'not_in_trash\' when it is not there.',
  voidAgreement:
    'Voids a sent agreement still waiting for signatures, with a reason; every link then answers 7408 and the recipients who were invited get an e-mail (\'Void success\'). 7203 in the trash, 7408 voided already, 7407 declined, 7410 completed or failed, 7202 a draft (nothing to void: delete it), 7025 while another change holds it.',
  changeAgreementFollowUp:
    'Changes a sent agreement\'s expiry date or reminders; either may be left out. Allowed while it is out for signature (\'waiting\') and once it has \'expired\': a new date then reopens it (back to \'waiting\', the signers whose turn it is invited again with new links). 8106 when the date is not ahead; a draft takes both in saveAgreementDraft.',
  copyAgreement:
    'A new draft with the same name, documents (sharing the stored files), recipients, fields, order, subject and message; progress is not copied. 7204 when the agreement has no file. Answers the new draft (open it in the creation steps).',
  emptyTrash:
    'Deletes every agreement in my trash for good (after the web\'s confirmation; `confirm` must be true), with their trails, and the stored files nothing else names. Answers how many.',
  getSignerFinalDocumentFile:
    'One sealed document of a completed agreement, for one of its recipients (x-signer-token from bindSignerInfo).',
  getSignerFinalZip:
    'Every sealed file of a completed agreement as a zip, for one of its recipients (x-signer-token from bindSignerInfo).',
} satisfies OperationDescriptions;
