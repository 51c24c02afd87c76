import { getCheckoutReceipt, listCheckoutOrders, type Locale } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { fileRequest } from '../../../lib/api/file-request';
import { downloadFile } from '../../../lib/download/download-file';
import { useSessionStore } from '../../../lib/state/session-store';

/** The account's paid orders, newest first. The Membership card shows its own error state. */
export function useOrders() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.orders,
    queryFn: async () => (await callOperation(listCheckoutOrders, {}, { silent: true })).list,
    enabled: signedIn,
  });
}

/** Saves an order's receipt: a PDF the server writes in the language the app is shown in. */
export function downloadReceipt(orderId: bigint, lang: Locale, fileName: string): Promise<void> {
  const { url, headers } = fileRequest(getCheckoutReceipt, { params: { orderId }, query: { lang } });
  return downloadFile(url, fileName, { headers });
}
