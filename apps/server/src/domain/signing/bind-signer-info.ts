import { and, eq, isNull } from 'drizzle-orm';
import type { Locale, RecipientRole, SignerNextStep, SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementNotices } from '../../db/schema/index.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { startSignerSession } from './start-signer-session.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { nextStepOf } from '../agreement-core/signing-rules.js';
import { identifySigner, type SignerProof } from './identify-signer.js';
import { openNotice } from './open-notice.js';
import { loadSignerView } from './get-signer-view.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';

export interface BoundSigner {
  signerToken: string;
  expiresAt: number;
  role: RecipientRole;
  next: SignerNextStep;
  /** What getSignerView would answer now: the page shows the document without a second call. */
  view: SignerView;
}

/**
 * Opens an e-mailed link: the link's checks (openNotice: 7404, the agreement's state, 7602,
 * 7601), then what the sender asked the signer to prove (identifySigner: the access code, or
 * the code sent by e-mail or SMS). Then the notice and the recipient are marked viewed (first
 * time), the browser's language becomes the recipient's (for their mails), the code is used up,
 * the verification and the opening are recorded, and a signer session starts. A signer who
 * already signed gets 'finish', not 7410, so the link keeps leading to the finished page. The
 * answer carries the signer's view, so the page needs no second round trip to show the document.
 */
export async function bindSignerInfo(
  db: Db,
  input: SignerProof & {
    recipientId: bigint;
    noticeId: bigint;
    token: string;
    /** The browser's Accept-Language as a locale; null when it sent none. */
    browserLocale?: Locale | null;
    /** Signs the view's links to the documents' page images. */
    pageImageKey: PageImageKey;
    ip: string;
    userAgent: string;
    now?: Date;
  },
): Promise<BoundSigner> {
  const now = input.now ?? new Date();
  const { notice, agreement, recipient } = await openNotice(db, { ...input, now });
  const actor: SignerActor = { recipientId: recipient.id, ip: input.ip, userAgent: input.userAgent };
  const identity = await identifySigner(db, { agreement, recipient, proof: input, actor, noticeId: notice.id, now });

  const { signerToken, expiresAt, me } = await db.transaction(async (tx) => {
    if (identity.codeId !== null) await consumeCode(tx, identity.codeId, now);
    const firstOpen = await tx
      .update(agreementNotices)
      .set({ viewedAt: now })
      .where(and(eq(agreementNotices.id, notice.id), isNull(agreementNotices.viewedAt)))
      .returning({ id: agreementNotices.id });
    const session = await startSignerSession(tx, { agreementId: agreement.id, recipient, noticeId: notice.id, browserLocale: input.browserLocale, ip: input.ip, userAgent: input.userAgent, now });
    if (identity.verified) {
      await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'signer_verified', ...bySigner(actor), data: { ...identity.verified, noticeId: notice.id.toString() } });
    }
    await recordAgreementEvent(tx, {
      agreementId: agreement.id,
      type: 'link_opened',
      ...bySigner(actor),
      data: { noticeId: notice.id.toString(), firstOpen: firstOpen.length > 0 },
    });
    return session;
  });
  const [recipients, view] = await Promise.all([listRecipients(db, agreement.id), loadSignerView(db, { agreement, recipient: me }, input.pageImageKey, now)]);
  return { signerToken, expiresAt: expiresAt.getTime(), role: me.role, next: nextStepOf(recipients, me), view };
}
