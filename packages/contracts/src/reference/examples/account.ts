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
    request: { email: 'ada@example.com', code: '123456', password: 'correct horse battery staple', name: 'Ada Lovelace', deviceId: 'example', deviceName: 'Ada Lovelace' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } } },
  },
  login: {
    request: { email: 'ada@example.com', password: 'correct horse battery staple', deviceId: 'example', deviceName: 'Ada Lovelace' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } } },
  },
  quickLogin: {
    request: { email: 'ada@example.com', code: '123456', deviceId: 'example', deviceName: 'Ada Lovelace' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } } },
  },
  resetPassword: {
    request: { email: 'ada@example.com', code: '123456', password: 'correct horse battery staple', deviceId: 'example', deviceName: 'Ada Lovelace' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } } },
  },
  logout: {
    response: { ok: true },
  },
  checkUsernameExists: {
    response: { exists: false },
  },
  completeSecondFactorSignIn: {
    request: { ticket: 'example', proof: { method: 'totp', code: '123456' }, deviceId: 'example', deviceName: 'Ada Lovelace' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } } },
  },
  beginSecondFactorPasskey: {
    request: { ticket: 'example' },
    response: { options: { challenge: 'example' } },
  },
  beginPasskeySignIn: {
    response: { options: { challenge: 'example' } },
  },
  passkeySignIn: {
    request: { assertion: { id: 'example', rawId: 'example', type: 'public-key', response: { clientDataJSON: 'example', authenticatorData: 'example', signature: 'example', userHandle: 'example' }, authenticatorAttachment: 'example', clientExtensionResults: {} }, deviceId: 'example', deviceName: 'Ada Lovelace' },
    response: { token: 'tok_3b1f0c9e7a', expiresAt: 1, uid: 7300011579240961287n, userInfo: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } } },
  },
  getTwoFactorStatus: {
    response: { enabled: false, totp: false, passkeys: [{ id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z' }], recoveryCodesLeft: 1, hasPassword: false, reauthAt: '2026-11-29T10:15:00.000Z', secondFactorAt: '2026-11-29T10:15:00.000Z', requiredBy: [{ companyId: 7315021631240961287n, displayName: 'Ada Lovelace' }] },
  },
  beginTotpSetup: {
    response: { secret: 'example', uri: 'example' },
  },
  confirmTotpSetup: {
    request: { code: '123456' },
    response: { recoveryCodes: ['123456'], status: { enabled: false, totp: false, passkeys: [{ id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z' }], recoveryCodesLeft: 1, hasPassword: false, reauthAt: '2026-11-29T10:15:00.000Z', secondFactorAt: '2026-11-29T10:15:00.000Z', requiredBy: [{ companyId: 7315021631240961287n, displayName: 'Ada Lovelace' }] } },
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
    request: { name: 'Ada Lovelace', registration: { id: 'example', rawId: 'example', type: 'public-key', response: { clientDataJSON: 'example', attestationObject: 'example', transports: ['example'] }, authenticatorAttachment: 'example', clientExtensionResults: {} } },
    response: { passkey: { id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z' }, recoveryCodes: ['123456'], status: { enabled: false, totp: false, passkeys: [{ id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z' }], recoveryCodesLeft: 1, hasPassword: false, reauthAt: '2026-11-29T10:15:00.000Z', secondFactorAt: '2026-11-29T10:15:00.000Z', requiredBy: [{ companyId: 7315021631240961287n, displayName: 'Ada Lovelace' }] } },
  },
  renamePasskey: {
    request: { name: 'Ada Lovelace' },
    response: { passkey: { id: 7300000335540961287n, name: 'Ada Lovelace', createdAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z' } },
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
    response: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } },
  },
  updateProfile: {
    request: { name: 'Ada Lovelace', locale: 'en-US', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } },
    response: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } },
  },
  uploadAvatar: {
    request: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    response: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } },
  },
  changeEmail: {
    request: { email: 'ada@example.com', code: '123456' },
    response: { uid: 7300011579240961287n, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false, headerImg: 'example', locale: 'en-US', planId: 'example', companyId: 7315021631240961287n, createdAt: '2026-11-29T10:15:00.000Z', reminders: { afterDays: 1, everyDays: 1, maxCount: 1 } },
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
    response: { signature: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' }, initials: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' } },
  },
  saveKeptSignature: {
    request: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw' },
    response: { signature: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' }, initials: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' } },
  },
  deleteKeptSignature: {
    response: { signature: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' }, initials: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' } },
  },
  listApiKeys: {
    response: { list: [{ id: 7300000335540961287n, name: 'Ada Lovelace', prefix: 'example', scope: 'read', mode: 'live', createdAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z', revokedAt: '2026-11-29T10:15:00.000Z' }] },
  },
  createApiKey: {
    request: { name: 'Ada Lovelace', scope: 'read', mode: 'live', expiresAt: '2026-11-29T10:15:00.000Z' },
    response: { key: { id: 7300000335540961287n, name: 'Ada Lovelace', prefix: 'example', scope: 'read', mode: 'live', createdAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-11-29T10:15:00.000Z', lastUsedAt: '2026-11-29T10:15:00.000Z', revokedAt: '2026-11-29T10:15:00.000Z' }, secret: 'example' },
  },
  listTestMails: {
    response: { messages: [{ id: 7300000335540961287n, to: ['example'], subject: 'Service agreement', createdAt: '2026-11-29T10:15:00.000Z' }] },
  },
  getTestMail: {
    response: { id: 7300000335540961287n, to: ['example'], subject: 'Service agreement', createdAt: '2026-11-29T10:15:00.000Z', from: 'example', text: 'example', html: 'example', attachments: [{ filename: 'contract.pdf', contentType: 'example', size: 1 }] },
  },
  revokeApiKey: {
    response: { ok: true },
  },
  getSignerKeptSignatures: {
    response: { signature: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' }, initials: { image: 'data:image/png;base64,iVBORw0KGgo=', madeBy: 'draw', updatedAt: '2026-11-29T10:15:00.000Z' } },
  },
  listWebhookEndpoints: {
    response: { list: [{ id: 7300000335540961287n, url: 'https://example.com/hooks/signet', description: 'example', events: ['agreement.sent'], enabled: false, disabledReason: 'owner', createdAt: '2026-11-29T10:15:00.000Z' }] },
  },
  createWebhookEndpoint: {
    request: { url: 'https://example.com/hooks/signet', events: ['agreement.sent'], description: '' },
    response: { endpoint: { id: 7300000335540961287n, url: 'https://example.com/hooks/signet', description: 'example', events: ['agreement.sent'], enabled: false, disabledReason: 'owner', createdAt: '2026-11-29T10:15:00.000Z' }, secret: 'example' },
  },
  updateWebhookEndpoint: {
    request: { events: ['agreement.sent'], description: 'example', enabled: false },
    response: { id: 7300000335540961287n, url: 'https://example.com/hooks/signet', description: 'example', events: ['agreement.sent'], enabled: false, disabledReason: 'owner', createdAt: '2026-11-29T10:15:00.000Z' },
  },
  rotateWebhookSecret: {
    response: { secret: 'example' },
  },
  deleteWebhookEndpoint: {
    response: { ok: true },
  },
  listWebhookDeliveries: {
    response: { list: [{ id: 7300000335540961287n, event: 'agreement.sent', messageId: 'Please sign by Friday.', status: 'pending', attempts: 1, responseCode: 1, error: 'example', test: false, requestBody: 'example', responseBody: 'example', createdAt: '2026-11-29T10:15:00.000Z', lastAttemptAt: '2026-11-29T10:15:00.000Z', nextAttemptAt: '2026-11-29T10:15:00.000Z' }] },
  },
  replayWebhookDelivery: {
    response: { id: 7300000335540961287n, event: 'agreement.sent', messageId: 'Please sign by Friday.', status: 'pending', attempts: 1, responseCode: 1, error: 'example', test: false, requestBody: 'example', responseBody: 'example', createdAt: '2026-11-29T10:15:00.000Z', lastAttemptAt: '2026-11-29T10:15:00.000Z', nextAttemptAt: '2026-11-29T10:15:00.000Z' },
  },
  sendWebhookTestEvent: {
    request: { event: 'agreement.sent' },
    response: { id: 7300000335540961287n, event: 'agreement.sent', messageId: 'Please sign by Friday.', status: 'pending', attempts: 1, responseCode: 1, error: 'example', test: false, requestBody: 'example', responseBody: 'example', createdAt: '2026-11-29T10:15:00.000Z', lastAttemptAt: '2026-11-29T10:15:00.000Z', nextAttemptAt: '2026-11-29T10:15:00.000Z' },
  },
  createEmbeddedSigningUrl: {
    response: { url: 'https://example.com/hooks/signet', expiresAt: '2026-11-29T10:15:00.000Z' },
  },
  getEmbedOrigins: {
    response: { origins: ['https://app.example.com'] },
  },
  setEmbedOrigins: {
    request: { origins: ['https://app.example.com'] },
    response: { origins: ['https://app.example.com'] },
  },
} satisfies OperationExamples;
