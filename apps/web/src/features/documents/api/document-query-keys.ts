/** Under `account`, so signing out drops the documents with the rest of the account's data. */
export const documentQueryKeys = {
  all: ['account', 'documents'] as const,
  list: ['account', 'documents', 'list'] as const,
};
