import { STORAGE_KEYS } from '@signet/contracts';
import type { KeyValueStorage } from '../storage/key-value-storage';

export interface Attribution {
  utmSource: string;
  channel: string;
}

/**
 * Marketing attribution from the landing URL (`utm_source`, `channel`). A value
 * in the query string wins and is stored; otherwise the stored one from an
 * earlier visit is kept, so later navigation does not lose where a user came from.
 */
export function captureAttribution(search: string, storage: KeyValueStorage): Attribution {
  const query = new URLSearchParams(search);
  const pick = (param: string, key: string) => {
    const fromQuery = query.get(param)?.trim();
    if (fromQuery) {
      storage.setItem(key, fromQuery);
      return fromQuery;
    }
    return storage.getItem(key) ?? '';
  };
  return { utmSource: pick('utm_source', STORAGE_KEYS.utmSource), channel: pick('channel', STORAGE_KEYS.channel) };
}
