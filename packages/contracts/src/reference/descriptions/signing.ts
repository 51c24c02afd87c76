import { SIGNER_CODES_PER_HOUR } from '../../signer-verification.js';
import type { OperationDescriptions } from '../reference-types.js';

/** What each signing operation does, who may call it and its notable rules (the reference's descriptions). */
export const signingDescriptions = {
  getSignerSeals:
    'The company seals this recipient may apply, and whether a seal is applied already.',
  getSignerSealFace:
    'A seal\'s face for the picker (SVG or PNG).',
  getAppliedSealFace:
    'The face applied by this recipient (their company\'s seal, or the picture they uploaded).',
  requestSealUse:
    'Asks the company\'s approvers to let the signer use a seal on this agreement once; they hear by mail and in their inbox.',
  sendSealCode:
    'E-mails the signer a one-time code (10 minutes, single use) that confirms the seal\'s use. 8303 without authority.',
  applySeal:
    'Applies the seal, confirmed by the mailed code (2002 when wrong or used). Checked again at this moment: the seal is active (8301), the grant or approval holds (8303), the documents are those approved (8304).',
  sendSignerCode:
    `Sends a recipient verified by e-mail or SMS code a new 6-digit code. The link's token is the credential; the same refusals as bindSignerInfo come first. A newer code replaces the older one; at most ${SIGNER_CODES_PER_HOUR} an hour per recipient (8403), and 8405 when the text message could not be sent. Answers 403 for a recipient verified otherwise.`,
  uploadSignerAttachment:
    'Uploads the file for one of this signer\'s attachment fields (multipart, field "file", and "fieldId"). 403 naming the problem when the field is not theirs or not an attachment, the type is not PDF, PNG, JPEG or WebP, or it is larger than LIMITS.attachmentBytes. Submit its id as the field\'s `attachmentId`; a newer upload for the same field replaces an unsubmitted one.',
  getSignerAttachmentFile:
    'A submitted attachment of the agreement (or one\'s own upload), for any of its recipients.',
  getAgreementAttachmentFile:
    'A submitted attachment, for the sender.',
  uploadPartySeal:
    'For a company with no seal on Signet: the signer uploads a picture of theirs; its background is removed, and the certificate says the image was supplied by the signer, not verified.',
  bindSignerInfo:
    'Opens an e-mailed link: checks its token (7404 whatever is wrong, so the answer reveals nothing), then 7203 deleted, 7408 voided, 7407 declined, 7202 abandoned, 7602 a newer notice was sent, 7601 the link\'s life is over, 7301 / 7300 access code missing / wrong (429 after too many tries). Marks the notice viewed and starts a signer session.',
  getSignerView:
    'What the signer sees: sender, message, documents, their fields, their turn, the consent to give.',
  recordSignerConsent:
    'Records the consent to sign electronically (text, version, time, IP, browser) for the audit trail.',
  submitSignature:
    'Signs: every field of this signer at once, in one transaction. 7410 signed already or completed, 7407 declined, 7408 voided, 7203 deleted, 7202 abandoned, 7411 not this signer\'s turn, 7403 a viewer, 403 without consent, with a missing required field (named in data.issues) or a bad image.',
  declineAgreement:
    'Declines with a reason: the agreement becomes declined and its sender is e-mailed.',
  recordSignerViewed:
    'A viewer (or signer) records that they viewed the documents.',
  getSignerDocumentFile:
    'One of the agreement\'s documents as its recipient reads it, answered like the sender\'s download.',
  getSignerFinalFile:
    'The sealed final document for a recipient (signer or viewer); 7405 until the agreement is sealed.',
} satisfies OperationDescriptions;
