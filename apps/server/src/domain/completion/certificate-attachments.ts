import type { Locale } from '@signet/contracts';
import type { CertificateBlock } from '../../pdf/audit-certificate.js';
import type { CertificateFacts } from './certificate-content.js';

/** A file a signer attached (issue 36), as the certificate lists it. */
export interface CertificateAttachment {
  id: bigint;
  recipientId: bigint;
  name: string;
  size: number;
  sha256: string;
}

const TEXTS = {
  'en-US': { heading: 'Attachments', by: 'Attached by', size: (bytes: string) => `${bytes} bytes`, sha: 'SHA-256' },
  'zh-CN': { heading: '附件', by: '上传人', size: (bytes: string) => `${bytes} 字节`, sha: 'SHA-256' },
} satisfies Record<Locale, unknown>;

/**
 * The "Attachments / 附件" section: each file a signer attached, who attached it, its name and
 * size, and its SHA-256, so a copy kept apart from the sealed PDF can be checked against it.
 */
export function attachmentCertificateBlocks(attachments: readonly CertificateAttachment[], recipients: CertificateFacts['recipients'], locale: Locale): CertificateBlock[] {
  if (attachments.length === 0) return [];
  const t = TEXTS[locale];
  const nameOf = new Map(recipients.map((recipient) => [recipient.id, `${recipient.name} <${recipient.email}>`]));
  const blocks: CertificateBlock[] = [{ kind: 'heading', text: t.heading }];
  for (const attachment of attachments) {
    const size = t.size(attachment.size.toLocaleString('en-US'));
    blocks.push(
      { kind: 'pair', label: attachment.name, value: `${t.by}: ${nameOf.get(attachment.recipientId) ?? attachment.recipientId.toString()} · ${size}` },
      { kind: 'pair', label: t.sha, value: attachment.sha256 },
    );
  }
  return blocks;
}
