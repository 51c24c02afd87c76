import type { Operation } from '../operation.js';
import { createAgreement, getAgreement, saveAgreementDraft, saveAgreementFields, sendAgreement } from './agreement/agreements.js';
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

export * from './agreement/agreement-schemas.js';
export * from './agreement/agreements.js';
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
  bindSignerInfo,
  getSignerView,
  recordSignerConsent,
  submitSignature,
  declineAgreement,
  recordSignerViewed,
  listOutbox,
  getOutboxMessage,
  sendTestMail,
];
