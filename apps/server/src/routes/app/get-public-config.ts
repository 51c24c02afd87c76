import type { FastifyInstance } from 'fastify';
import { LIMITS, FILE_TYPE_GROUPS, LOCALES, DEFAULT_LOCALE, PLANS, PRODUCT_NAME, type Locale } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { registerOperation } from '../../http/register-operation.js';
import { providersByRegion } from '../../payments/choose-provider.js';
import { SERVER_VERSION } from '../../version.js';

export function registerGetPublicConfig(app: FastifyInstance, deps: AppDeps): void {
  const { regions, operator } = deps.config;
  registerOperation(app, deps, contract.getPublicConfig, async () => ({
    productName: PRODUCT_NAME,
    version: SERVER_VERSION,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    regions: {
      intl: { locales: [...LOCALES], hosts: regions.hosts.intl, hostnames: [] },
      // The China region offers zh-CN first, then en-US (spec 1).
      cn: { locales: ['zh-CN', 'en-US'] as Locale[], hosts: regions.hosts.cn, hostnames: regions.cnHostnames },
    },
    limits: LIMITS,
    fileTypes: { pdf: [...FILE_TYPE_GROUPS.pdf], image: [...FILE_TYPE_GROUPS.image], other: [...FILE_TYPE_GROUPS.other] },
    plans: [...PLANS],
    checkout: { providers: deps.payments.map((provider) => provider.id), byRegion: providersByRegion(deps.payments) },
    devTools: deps.config.devTools,
    operator: { name: operator.name, email: operator.email, address: operator.address ?? undefined, legalEffectiveDate: operator.legalEffectiveDate },
  }));
}
