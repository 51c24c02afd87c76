import { accountQueryKeys } from '../../../lib/api/account-query-keys';

/** Cache keys of a company's seals (issue 34), under the company's, so signing out drops them with the rest. */
export const sealQueryKeys = {
  all: (companyId: bigint) => [...accountQueryKeys.company(companyId), 'seals'] as const,
  list: (companyId: bigint) => [...accountQueryKeys.company(companyId), 'seals', 'list'] as const,
  face: (companyId: bigint, sealId: bigint, version: number) => [...accountQueryKeys.company(companyId), 'seals', 'face', String(sealId), version] as const,
  grants: (companyId: bigint, sealId: bigint) => [...accountQueryKeys.company(companyId), 'seals', 'grants', String(sealId)] as const,
  requests: (companyId: bigint, box: 'decide' | 'mine') => [...accountQueryKeys.company(companyId), 'seals', 'requests', box] as const,
  log: (companyId: bigint) => [...accountQueryKeys.company(companyId), 'seals', 'log'] as const,
  preview: (companyId: bigint, face: unknown) => [...accountQueryKeys.company(companyId), 'seals', 'preview', face] as const,
};
