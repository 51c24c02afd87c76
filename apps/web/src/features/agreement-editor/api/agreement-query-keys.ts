/** Under `account`, so signing out drops the drafts with the rest of the account's data. */
export const agreementQueryKeys = {
  all: ['account', 'agreements'] as const,
  one: (flowId: bigint | string) => ['account', 'agreements', String(flowId)] as const,
};
