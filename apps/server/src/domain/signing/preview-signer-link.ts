import { AppError, type SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';
import { verificationOf } from '../signer-verification/recipient-verification.js';
import { loadSignerView } from './get-signer-view.js';
import { openNotice } from './open-notice.js';

/** What the signer's first screen shows before any script (issue 37 point 3). */
export type LinkPreview =
  /** The document: its request, its first page, the consent still to give. */
  | { kind: 'document'; view: SignerView }
  /** A refusal the link already earns (wrong, expired, replaced, voided…): its page. */
  | { kind: 'refused'; code: number }
  /** Nothing to show yet: the link asks for a code first, or leads elsewhere (finish, wait). */
  | { kind: 'opening' };

/**
 * Looks at an e-mailed link without opening it: the same checks as opening it (openNotice),
 * nothing recorded, no session started, so a mail scanner fetching the link changes nothing. A
 * link that asks the signer to prove who they are shows nothing of the agreement.
 */
export async function previewSignerLink(
  db: Db,
  input: { recipientId: bigint; noticeId: bigint; token: string; pageImageKey: PageImageKey; now?: Date },
): Promise<LinkPreview> {
  const now = input.now ?? new Date();
  let opened;
  try {
    opened = await openNotice(db, { ...input, now });
  } catch (error) {
    if (error instanceof AppError) return { kind: 'refused', code: Number(error.code) };
    throw error;
  }
  if (verificationOf(opened.recipient) !== 'none') return { kind: 'opening' };
  const view = await loadSignerView(db, opened, input.pageImageKey, now);
  return view.next === 'start' || view.next === 'view' ? { kind: 'document', view } : { kind: 'opening' };
}

