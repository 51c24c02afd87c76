import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.js';
import { defineOperation } from '../../operation.js';
import { PAYMENT_PROVIDERS, ZPlan } from '../../plans.js';
import { SERVICES } from '../../services.js';
import { REGIONS } from '../../constants.js';

const ZServiceHosts = z.partialRecord(z.enum(SERVICES), z.string()).meta({
  description: 'Base URL per service family; a missing family uses this origin.',
});

export const ZPublicConfig = z.object({
  productName: z.string(),
  version: z.string(),
  locales: z.array(z.enum(LOCALES)),
  defaultLocale: z.enum(LOCALES),
  regions: z.record(
    z.enum(REGIONS),
    z.object({ locales: z.array(z.enum(LOCALES)), hosts: ZServiceHosts, hostnames: z.array(z.string()) }),
  ),
  limits: z.object({
    filesPerUpload: z.number().int(),
    recipientsPerAgreement: z.number().int(),
    maxFileBytes: z.number().int(),
    maxPagesPerFile: z.number().int(),
    documentNameChars: z.number().int(),
    messageChars: z.number().int(),
  }),
  fileTypes: z.object({ pdf: z.array(z.string()), image: z.array(z.string()), other: z.array(z.string()) }),
  plans: z.array(ZPlan),
  checkout: z
    .object({
      providers: z.array(z.enum(PAYMENT_PROVIDERS)),
      /** The providers on for each region, in the order the server prefers them. */
      byRegion: z.record(z.enum(REGIONS), z.array(z.enum(PAYMENT_PROVIDERS))),
    })
    .meta({ description: 'Payment providers switched on, and which serve each region; with none, paid plans come by licence code only.' }),
  devTools: z.boolean().meta({ description: 'True when the development pages (mail outbox) are served.' }),
  operator: z
    .object({
      name: z.string(),
      email: z.string(),
      address: z.string().optional(),
      legalEffectiveDate: z.iso.date(),
    })
    .meta({ description: 'Who runs this deployment, as the legal pages (terms, privacy, e-sign disclosure) name them.' }),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;

/** The configuration the web client needs before anything else (app service, basic authorization). */
export const getPublicConfig = defineOperation({
  id: 'getPublicConfig',
  service: 'app',
  method: 'GET',
  path: '/v1/app/config',
  summary: 'Public configuration: locales, region hosts, limits, file types and the plan catalogue',
  auth: 'basic',
  response: ZPublicConfig,
});
