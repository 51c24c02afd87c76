import type { Operation } from '../operation.js';
import { createAgreement, getAgreement, notifySigners, retryAgreementCompletion, reviseAgreement, saveAgreementDraft, saveAgreementFields, sendAgreement } from './agreement/agreements.js';
import { verifyDocument } from './verify/verify.js';
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
} from './agreement/agreement-management.js';
import { getPublicConfig } from './app/get-public-config.js';
import { getOutboxMessage, listOutbox, sendTestMail } from './dev/outbox.js';
import { checkDevices } from './sign/check-devices.js';
import {
  bindSignerInfo,
  declineAgreement,
  getSignerView,
  recordSignerConsent,
  recordSignerViewed,
  submitSignature,
} from './signing/signing.js';
import { getSignPlanDetail } from './sign/get-sign-plan-detail.js';
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
  listDocuments,
  renameDocument,
  unlockUpload,
  uploadDocument,
} from './drive/documents.js';
import { checkUsernameExists, login, logout, quickLogin, register, resetPassword, sendCode } from './account/sign-in.js';

export * from './agreement/agreement-actions.js';
export * from './agreement/agreement-management.js';
export * from './agreement/agreement-schemas.js';
export * from './agreement/agreements.js';
export * from './agreement/invitation-subject.js';
export * from './agreement/send-readiness.js';
export * from './app/get-public-config.js';
export * from './dev/outbox.js';
export * from './sign/check-devices.js';
export * from './sign/get-sign-plan-detail.js';
export * from './signing/consent.js';
export * from './signing/signing-schemas.js';
export * from './signing/signing.js';
export * from './account/account-schemas.js';
export * from './account/profile.js';
export * from './account/sign-in.js';
export * from './drive/document-schemas.js';
export * from './drive/documents.js';
export * from './verify/verify.js';

/** Every operation, for the OpenAPI document and route coverage checks. */
export const operations: readonly Operation[] = [
  getPublicConfig,
  checkDevices,
  getSignPlanDetail,
  sendCode,
  register,
  login,
  quickLogin,
  resetPassword,
  logout,
  checkUsernameExists,
  getUserInfo,
  updateProfile,
  uploadAvatar,
  changeEmail,
  changePassword,
  listSessions,
  endDeviceSession,
  uploadDocument,
  unlockUpload,
  listDocuments,
  getDocument,
  renameDocument,
  deleteDocument,
  createAgreement,
  getAgreement,
  saveAgreementDraft,
  saveAgreementFields,
  sendAgreement,
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
  copyAgreement,
  emptyTrash,
  bindSignerInfo,
  getSignerView,
  recordSignerConsent,
  submitSignature,
  declineAgreement,
  recordSignerViewed,
  verifyDocument,
  listOutbox,
  getOutboxMessage,
  sendTestMail,
];
