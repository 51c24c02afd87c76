import type { Operation } from '../operation.js';
import { createAgreement, getAgreement, getAgreementDocumentFile, getAgreementFinalFile, notifySigners, retryAgreementCompletion, reviseAgreement, saveAgreementDraft, saveAgreementFields, sendAgreement } from './agreements/agreements.js';
import { verifyDocument } from './verify/verify.js';
import { createSignatureRequest, createTemplateSignatureRequest } from './agreements/signature-request.js';
import { getAgreementFinalDocumentFile, getAgreementFinalZip, getSignerFinalDocumentFile, getSignerFinalZip } from './agreements/final-documents.js';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, publishTemplateVersion, useTemplate } from './templates/templates.js';
import { checkBulkSend, getBulkSend, getBulkSendSample, startBulkSend } from './templates/bulk-send.js';
import { getPublicTemplate, getPublicTemplateDocumentFile, sendPublicTemplateCode, setTemplatePublicLink, startPublicTemplate } from './templates/public-template.js';
import {
  copyAgreement,
  deleteAgreement,
  emptyTrash,
  getAgreementCounts,
  getAgreementTimeline,
  getAgreementVersion,
  listAgreements,
  restoreAgreement,
  voidAgreement,
} from './agreements/agreement-management.js';
import { changeAgreementFollowUp } from './agreements/follow-up.js';
import { getPublicConfig } from './app/get-public-config.js';
import { getOutboxMessage, listOutbox, sendTestMail } from './dev/outbox.js';
import { listOutboxSms, sendTestSms } from './dev/sms-outbox.js';
import { createApiKey, listApiKeys, revokeApiKey } from './account/api-keys.js';
import { getTestMail, listTestMails } from './account/test-mails.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './account/webhooks.js';
import { checkDevices } from './account/check-devices.js';
import { createEmbeddedSigningUrl, getEmbedOrigins, setEmbedOrigins } from './account/embedding.js';
import {
  bindSignerInfo,
  declineAgreement,
  getSignerDocumentFile,
  getSignerFinalFile,
  getSignerView,
  recordSignerConsent,
  recordSignerViewed,
  submitSignature,
} from './signing/signing.js';
import { getPageImage } from './page-images/page-images.js';
import { getSignPlanDetail } from './plan/get-sign-plan-detail.js';
import { contactSales, createCheckoutOrder, getCheckoutOrder, getCheckoutReceipt, listCheckoutOrders, redeemLicenceCode } from './checkout/checkout.js';
import {
  changeEmail,
  changePassword,
  endDeviceSession,
  getUserInfo,
  listSessions,
  updateProfile,
  uploadAvatar,
} from './account/profile.js';
import {
  deleteDocument,
  getDocument,
  getDocumentFile,
  listDocuments,
  renameDocument,
  unlockUpload,
  uploadDocument,
} from './documents/documents.js';
import {
  listCompanies,
  createCompany,
  getCompany,
  updateCompany,
  switchWorkspace,
  listCompanyMembers,
  inviteCompanyMember,
  resendCompanyInvitation,
  revokeCompanyInvitation,
  previewCompanyInvitation,
  acceptCompanyInvitation,
  changeCompanyMemberRole,
  removeCompanyMember,
  leaveCompany,
  transferCompanyOwnership,
  listCompanyActivity,
  exportCompanyActivity,
  setCompanyBranding,
  setLeaversWorkTo,
} from './companies/companies.js';
import {
  createCompanySeal,
  decideSealRequest,
  exportSealLog,
  getSealFace,
  grantSeal,
  listCompanySeals,
  listSealGrants,
  listSealLog,
  listSealRequests,
  previewSealFace,
  replaceSealFace,
  revokeSealGrant,
  setSealSettings,
  setSealStatus,
} from './companies/company-seals.js';
import { applySeal, getAppliedSealFace, getSignerSealFace, getSignerSeals, requestSealUse, sendSealCode, uploadPartySeal } from './signing/seal-signing.js';
import { sendSignerCode } from './signing/signer-verification.js';
import { getAgreementAttachmentFile, getSignerAttachmentFile, uploadSignerAttachment } from './signing/attachments.js';
import { buyCompanySeats, openCompanyBillingPortal, redeemCompanyLicenceCode } from './companies/company-billing.js';
import { checkUsernameExists, login, logout, quickLogin, register, resetPassword, sendCode } from './account/sign-in.js';
import { beginTotpSetup, confirmTotpSetup, disableTwoFactor, getTwoFactorStatus, regenerateRecoveryCodes } from './account/two-factor.js';
import { addPasskey, beginPasskeyRegistration, removePasskey, renamePasskey } from './account/passkeys.js';
import { beginPasskeySignIn, beginSecondFactorPasskey, completeSecondFactorSignIn, passkeySignIn } from './account/second-factor-sign-in.js';
import { beginReauthPasskey, reauthenticate } from './account/reauthenticate.js';
import { setCompanyTwoFactorRequirement } from './companies/company-two-factor.js';
import { deleteKeptSignature, getKeptSignatures, getSignerKeptSignatures, saveKeptSignature } from './account/kept-signatures.js';

export * from './agreements/agreement-actions.js';
export * from './agreements/agreement-management.js';
export * from './agreements/agreement-schemas.js';
export * from './agreements/follow-up-schemas.js';
export * from './agreements/follow-up.js';
export * from './agreements/agreements.js';
export * from './agreements/final-documents.js';
export * from './agreements/invitation-subject.js';
export * from './agreements/send-readiness.js';
export * from './agreements/signature-request.js';
export * from './app/get-public-config.js';
export * from './dev/outbox.js';
export * from './dev/sms-outbox.js';
export * from './account/api-keys.js';
export * from './account/webhooks.js';
export * from './account/embedding.js';
export * from './account/test-mails.js';
export * from './account/check-devices.js';
export * from './account/kept-signatures.js';
export * from './plan/get-sign-plan-detail.js';
export * from './checkout/checkout.js';
export * from './signing/consent.js';
export * from './signing/signer-refusal.js';
export * from './signing/signing-schemas.js';
export * from './signing/attachments.js';
export * from './signing/signing.js';
export * from './page-images/page-images.js';
export * from './account/account-schemas.js';
export * from './account/profile.js';
export * from './account/sign-in.js';
export * from './account/two-factor-schemas.js';
export * from './account/two-factor.js';
export * from './account/passkeys.js';
export * from './account/second-factor-sign-in.js';
export * from './account/reauthenticate.js';
export * from './companies/company-two-factor.js';
export * from './documents/document-schemas.js';
export * from './documents/documents.js';
export * from './verify/verify.js';
export * from './templates/template-schemas.js';
export * from './templates/templates.js';
export * from './templates/public-template.js';
export * from './templates/bulk-send.js';
export * from './templates/bulk-columns.js';
export * from './companies/company-schemas.js';
export * from './companies/companies.js';
export * from './companies/company-billing.js';
export * from './companies/company-seals.js';
export * from './companies/seal-schemas.js';
export * from './signing/seal-signing.js';
export * from './signing/signer-verification.js';
export * from './path-params.js';

/** Every operation, for the OpenAPI document and route coverage checks. */
export const operations: readonly Operation[] = [
  getPublicConfig,
  checkDevices,
  getSignPlanDetail,
  redeemLicenceCode,
  createCheckoutOrder,
  getCheckoutOrder,
  listCheckoutOrders,
  getCheckoutReceipt,
  contactSales,
  sendCode,
  register,
  login,
  quickLogin,
  resetPassword,
  logout,
  checkUsernameExists,
  completeSecondFactorSignIn,
  beginSecondFactorPasskey,
  beginPasskeySignIn,
  passkeySignIn,
  getTwoFactorStatus,
  beginTotpSetup,
  confirmTotpSetup,
  regenerateRecoveryCodes,
  disableTwoFactor,
  beginPasskeyRegistration,
  addPasskey,
  renamePasskey,
  removePasskey,
  beginReauthPasskey,
  reauthenticate,
  getUserInfo,
  updateProfile,
  uploadAvatar,
  changeEmail,
  changePassword,
  listSessions,
  endDeviceSession,
  getKeptSignatures,
  saveKeptSignature,
  deleteKeptSignature,
  listApiKeys,
  createApiKey,
  listTestMails,
  getTestMail,
  revokeApiKey,
  listCompanies,
  createCompany,
  getCompany,
  updateCompany,
  switchWorkspace,
  listCompanyMembers,
  inviteCompanyMember,
  resendCompanyInvitation,
  revokeCompanyInvitation,
  previewCompanyInvitation,
  acceptCompanyInvitation,
  changeCompanyMemberRole,
  removeCompanyMember,
  leaveCompany,
  transferCompanyOwnership,
  listCompanyActivity,
  exportCompanyActivity,
  setCompanyBranding,
  setLeaversWorkTo,
  setCompanyTwoFactorRequirement,
  redeemCompanyLicenceCode,
  buyCompanySeats,
  openCompanyBillingPortal,
  listCompanySeals,
  previewSealFace,
  createCompanySeal,
  replaceSealFace,
  setSealStatus,
  getSealFace,
  listSealGrants,
  grantSeal,
  revokeSealGrant,
  listSealRequests,
  decideSealRequest,
  setSealSettings,
  listSealLog,
  exportSealLog,
  getSignerSeals,
  getSignerSealFace,
  getAppliedSealFace,
  requestSealUse,
  sendSealCode,
  applySeal,
  sendSignerCode,
  uploadSignerAttachment,
  getSignerAttachmentFile,
  getAgreementAttachmentFile,
  uploadPartySeal,
  getSignerKeptSignatures,
  listWebhookEndpoints,
  createWebhookEndpoint,
  updateWebhookEndpoint,
  rotateWebhookSecret,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  replayWebhookDelivery,
  sendWebhookTestEvent,
  uploadDocument,
  unlockUpload,
  listDocuments,
  getDocument,
  getDocumentFile,
  renameDocument,
  deleteDocument,
  createAgreement,
  getAgreement,
  getAgreementDocumentFile,
  getAgreementFinalFile,
  getAgreementFinalDocumentFile,
  getAgreementFinalZip,
  saveAgreementDraft,
  saveAgreementFields,
  sendAgreement,
  createSignatureRequest,
  createTemplateSignatureRequest,
  notifySigners,
  reviseAgreement,
  retryAgreementCompletion,
  listAgreements,
  getAgreementCounts,
  getAgreementVersion,
  getAgreementTimeline,
  deleteAgreement,
  restoreAgreement,
  voidAgreement,
  changeAgreementFollowUp,
  createEmbeddedSigningUrl,
  getEmbedOrigins,
  setEmbedOrigins,
  copyAgreement,
  emptyTrash,
  listTemplates,
  getTemplate,
  createTemplate,
  publishTemplateVersion,
  deleteTemplate,
  useTemplate,
  setTemplatePublicLink,
  getPublicTemplate,
  getPublicTemplateDocumentFile,
  sendPublicTemplateCode,
  startPublicTemplate,
  getBulkSendSample,
  checkBulkSend,
  startBulkSend,
  getBulkSend,
  bindSignerInfo,
  getSignerView,
  recordSignerConsent,
  submitSignature,
  declineAgreement,
  recordSignerViewed,
  getSignerDocumentFile,
  getSignerFinalFile,
  getPageImage,
  getSignerFinalDocumentFile,
  getSignerFinalZip,
  verifyDocument,
  listOutbox,
  getOutboxMessage,
  sendTestMail,
  listOutboxSms,
  sendTestSms,
];
