import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each account operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const accountExamples = {
  checkDevices: {
    response: { online: true },
  },
  sendCode: {
    request: { email: 'ada@example.com', purpose: 'register' },
    response: { ok: true },
  },
  register: {
    request: { email: 'ada@example.com', code: '123456', password: 'correct horse battery staple', name: 'Service agreement' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null } },
  },
  login: {
    request: { email: 'ada@example.com', password: 'correct horse battery staple' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null } },
  },
  quickLogin: {
    request: { email: 'ada@example.com', code: '123456' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null } },
  },
  resetPassword: {
    request: { email: 'ada@example.com', code: '123456', password: 'correct horse battery staple' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null } },
  },
  logout: {
    response: { ok: true },
  },
  checkUsernameExists: {
    response: { exists: false },
  },
  completeSecondFactorSignIn: {
    request: { ticket: 'example', proof: { method: 'totp', code: '123456' } },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null } },
  },
  beginSecondFactorPasskey: {
    request: { ticket: 'example' },
    response: { options: { challenge: 'example' } },
  },
  beginPasskeySignIn: {
    response: { options: { challenge: 'example' } },
  },
  passkeySignIn: {
    request: { assertion: { id: 'example', rawId: 'example', type: 'public-key', response: { clientDataJSON: 'example', authenticatorData: 'example', signature: 'example' } } },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null } },
  },
  getTwoFactorStatus: {
    response: { enabled: false, totp: false, passkeys: [{ id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: null }], recoveryCodesLeft: 1, hasPassword: false, reauthAt: null, secondFactorAt: null, requiredBy: [{ companyId: 7315021631240961287n, displayName: 'Ada Lovelace' }] },
  },
  beginTotpSetup: {
    response: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Signet:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Signet' },
  },
  confirmTotpSetup: {
    request: { code: '123456' },
    response: { recoveryCodes: null, status: { enabled: false, totp: false, passkeys: [{ id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: null }], recoveryCodesLeft: 1, hasPassword: false, reauthAt: null, secondFactorAt: null, requiredBy: [{ companyId: 7315021631240961287n, displayName: 'Ada Lovelace' }] } },
  },
  regenerateRecoveryCodes: {
    response: { recoveryCodes: ['123456'] },
  },
  disableTwoFactor: {
    response: { ok: true },
  },
  beginPasskeyRegistration: {
    response: { options: { challenge: 'example' } },
  },
  addPasskey: {
    request: { name: 'Service agreement', registration: { id: 'example', rawId: 'example', type: 'public-key', response: { clientDataJSON: 'example', attestationObject: 'example' } } },
    response: { passkey: { id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: null }, recoveryCodes: null, status: { enabled: false, totp: false, passkeys: [{ id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: null }], recoveryCodesLeft: 1, hasPassword: false, reauthAt: null, secondFactorAt: null, requiredBy: [{ companyId: 7315021631240961287n, displayName: 'Ada Lovelace' }] } },
  },
  renamePasskey: {
    request: { name: 'Service agreement' },
    response: { passkey: { id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: null } },
  },
  removePasskey: {
    response: { ok: true },
  },
  beginReauthPasskey: {
    response: { options: { challenge: 'example' } },
  },
  reauthenticate: {
    request: { method: 'totp', code: '123456' },
    response: { reauthAt: '2026-11-29T10:15:00.000Z', secondFactor: false },
  },
  getUserInfo: {
    response: { uid: 7300011579240961287n, name: 'Service agreement', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null },
  },
  updateProfile: {
    request: { name: 'Service agreement' },
    response: { uid: 7300011579240961287n, name: 'Service agreement', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null },
  },
  uploadAvatar: {
    request: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    response: { uid: 7300011579240961287n, name: 'Service agreement', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null },
  },
  changeEmail: {
    request: { email: 'ada@example.com', code: '123456' },
    response: { uid: 7300011579240961287n, name: 'Service agreement', email: 'ada@example.com', emailVerified: false, headerImg: null, locale: 'en-US', planId: 'example', companyId: null, createdAt: '2026-11-29T10:15:00.000Z', reminders: null },
  },
  changePassword: {
    request: { currentPassword: 'correct horse battery staple', newPassword: 'correct horse battery staple' },
    response: { ok: true },
  },
  listSessions: {
    response: { sessions: [{ id: 7300000335540961287n, deviceId: 'example', deviceType: 'example', deviceName: 'Ada Lovelace', ip: 'example', createdAt: '2026-11-29T10:15:00.000Z', lastSeenAt: '2026-11-29T10:15:00.000Z', current: false }] },
  },
  endDeviceSession: {
    response: { ok: true },
  },
  getKeptSignatures: {
    response: { signature: null, initials: null },
  },
  saveKeptSignature: {
    request: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw' },
    response: { signature: null, initials: null },
  },
  deleteKeptSignature: {
    response: { signature: null, initials: null },
  },
  listApiKeys: {
    response: { list: [{ id: 7300000335540961287n, name: 'Service agreement', prefix: 'sgk_live_3', scope: 'read', mode: 'live', createdAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-12-31T23:59:59.000Z', lastUsedAt: null, revokedAt: null }] },
  },
  createApiKey: {
    request: { name: 'CRM integration', scope: 'write' },
    response: { key: { id: 7300000335540961287n, name: 'CRM integration', prefix: 'sgk_live_3', scope: 'write', mode: 'live', createdAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-12-31T23:59:59.000Z', lastUsedAt: null, revokedAt: null }, secret: 'sgk_live_3tV0b1k7xQ2mN8pR5sW9yA4cE6gJ0hL2nP4rT6vX8z' },
  },
  listTestMails: {
    response: { messages: [{ id: 7300000335540961287n, to: ['example'], subject: 'Service agreement', createdAt: '2026-11-29T10:15:00.000Z' }] },
  },
  getTestMail: {
    response: { id: 7300000335540961287n, to: ['example'], subject: 'Service agreement', createdAt: '2026-11-29T10:15:00.000Z', from: 'example', text: null, html: null, attachments: [{ filename: 'contract.pdf', contentType: 'example', size: 184320 }] },
  },
  revokeApiKey: {
    response: { ok: true },
  },
  getSignerKeptSignatures: {
    response: { signature: null, initials: null },
  },
  listWebhookEndpoints: {
    response: { list: [{ id: 7300000335540961287n, url: 'https://example.com/hooks/signet', description: 'Our CRM', events: ['agreement.sent'], enabled: false, disabledReason: null, createdAt: '2026-11-29T10:15:00.000Z' }] },
  },
  createWebhookEndpoint: {
    request: { url: 'https://example.com/hooks/signet', events: ['agreement.sent'] },
    response: { endpoint: { id: 7300000335540961287n, url: 'https://example.com/hooks/signet', description: 'Our CRM', events: ['agreement.sent'], enabled: true, disabledReason: null, createdAt: '2026-11-29T10:15:00.000Z' }, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
  },
  updateWebhookEndpoint: {
    request: { events: ['agreement.sent'] },
    response: { id: 7300000335540961287n, url: 'https://example.com/hooks/signet', description: 'Our CRM', events: ['agreement.sent'], enabled: false, disabledReason: null, createdAt: '2026-11-29T10:15:00.000Z' },
  },
  rotateWebhookSecret: {
    response: { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
  },
  deleteWebhookEndpoint: {
    response: { ok: true },
  },
  listWebhookDeliveries: {
    response: { list: [{ id: 7300000335540961287n, event: 'agreement.sent', messageId: 'Please sign by Friday.', status: 'pending', attempts: 1, responseCode: null, error: null, test: false, requestBody: null, responseBody: null, createdAt: '2026-11-29T10:15:00.000Z', lastAttemptAt: null, nextAttemptAt: null }] },
  },
  replayWebhookDelivery: {
    response: { id: 7300000335540961287n, event: 'agreement.sent', messageId: 'Please sign by Friday.', status: 'pending', attempts: 1, responseCode: null, error: null, test: false, requestBody: null, responseBody: null, createdAt: '2026-11-29T10:15:00.000Z', lastAttemptAt: null, nextAttemptAt: null },
  },
  sendWebhookTestEvent: {
    request: { event: 'agreement.sent' },
    response: { id: 7300000335540961287n, event: 'agreement.sent', messageId: 'Please sign by Friday.', status: 'pending', attempts: 1, responseCode: null, error: null, test: false, requestBody: null, responseBody: null, createdAt: '2026-11-29T10:15:00.000Z', lastAttemptAt: null, nextAttemptAt: null },
  },
  createEmbeddedSigningUrl: {
    response: { url: 'https://sign.example.com/sign/embed/k7Qm2xR9tW4pZ8cV1nB6', expiresAt: '2026-12-31T23:59:59.000Z' },
  },
  getEmbedOrigins: {
    response: { origins: ['https://app.example.com'] },
  },
  setEmbedOrigins: {
    request: { origins: ['https://app.example.com'] },
    response: { origins: ['https://app.example.com'] },
  },
} satisfies OperationExamples;
