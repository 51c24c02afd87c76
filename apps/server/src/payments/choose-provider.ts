import { AppError, ErrorCode, parameterRefused, type PaymentProvider as PaymentProviderId, type Region } from '@signet/contracts';
import type { PaymentProvider } from './payment-provider.js';

/**
 * The provider an order goes to (issue 32): the one asked for, if it is on and serves the
 * order's region; with none asked, the first that serves the region. 8003 when none serves it;
 * a parameter error on `provider` when the one asked for is off or not for this region.
 */
export function chooseProvider(providers: readonly PaymentProvider[], region: Region, asked: PaymentProviderId | undefined): PaymentProvider {
  const serving = providers.filter((provider) => provider.regions.includes(region));
  if (serving.length === 0) throw new AppError(ErrorCode.PaymentUnavailable);
  if (!asked) return serving[0]!;
  const chosen = serving.find((provider) => provider.id === asked);
  if (!chosen) throw parameterRefused('body', 'provider', 'payment_provider_not_here');
  return chosen;
}

/** The providers on for each region, in the order chooseProvider prefers them (the public configuration). */
export function providersByRegion(providers: readonly PaymentProvider[]): Record<Region, PaymentProviderId[]> {
  const of = (region: Region) => providers.filter((provider) => provider.regions.includes(region)).map((provider) => provider.id);
  return { intl: of('intl'), cn: of('cn') };
}

/** A phone's browser, from its User-Agent, when the web did not say which flow it wants. */
export const deviceOf = (userAgent: string): 'desktop' | 'phone' => (/Mobi|Android|iPhone|iPod|MicroMessenger|HarmonyOS/i.test(userAgent) ? 'phone' : 'desktop');
