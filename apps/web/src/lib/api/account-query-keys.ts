/**
 * Cache keys of data that belongs to the signed-in account. Every one starts with
 * `account`, so signing out or a kick-out drops them all with one prefix.
 */
export const accountQueryKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
  plan: ['account', 'plan'] as const,
  sessions: ['account', 'sessions'] as const,
  orders: ['account', 'orders'] as const,
  apiKeys: ['account', 'api-keys'] as const,
  testMails: ['account', 'test-mails'] as const,
  webhooks: ['account', 'webhooks'] as const,
  embedOrigins: ['account', 'embed-origins'] as const,
  deviceCheck: ['account', 'device-check'] as const,
  companies: ['account', 'companies'] as const,
  company: (companyId: bigint) => ['account', 'companies', String(companyId)] as const,
  companyMembers: (companyId: bigint) => ['account', 'companies', String(companyId), 'members'] as const,
  companyActivity: (companyId: bigint) => ['account', 'companies', String(companyId), 'activity'] as const,
};
