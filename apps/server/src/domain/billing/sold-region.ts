import { parameterRefused, type Region } from '@signet/contracts';

/**
 * Which region's prices a request may buy (issue 32). With CN_HOSTNAMES set, CNY prices are sold only
 * on those host names and USD prices only elsewhere, so a region's price cannot be picked by changing
 * the request; an order naming the other region is refused with a message that says where to buy.
 * Without it (one site for both), the order's region stands.
 */
export function soldRegion(cnHostnames: readonly string[], host: string, asked: Region): Region {
  if (cnHostnames.length === 0) return asked;
  const here: Region = cnHostnames.some((name) => name.toLowerCase() === host) ? 'cn' : 'intl';
  if (asked !== here) throw parameterRefused('body', 'region', 'region_not_sold_here');
  return here;
}
