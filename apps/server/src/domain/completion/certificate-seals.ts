import type { Locale, SealKind } from '@signet/contracts';
import type { CertificateBlock } from '../../pdf/audit-certificate.js';
import type { EmbeddedSeal, SealUseFace } from './seal-appearances.js';
import { utc } from './certificate-content.js';

const TEXTS = {
  'en-US': {
    heading: 'Company seals',
    kind: { official: 'Official seal', contract: 'Contract seal', finance: 'Finance seal', hr: 'HR seal', legal_rep: 'Legal representative seal', other: 'Seal' } satisfies Record<SealKind, string>,
    version: (n: number) => `version ${n}`,
    by: (name: string, email: string) => `Applied by ${name} <${email}>`,
    grant: (id: string) => `Authority: standing grant #${id}`,
    approval: (id: string, by: string, at: string) => `Authority: request #${id} approved by ${by}, ${at}`,
    code: (at: string) => `E-mailed one-time code checked: ${at}`,
    unverified: 'Image supplied by the signer, not verified',
    image: 'Image SHA-256',
    address: 'IP address',
  },
  'zh-CN': {
    heading: '单位印章',
    kind: { official: '公章', contract: '合同专用章', finance: '财务专用章', hr: '人事专用章', legal_rep: '法定代表人章', other: '印章' } satisfies Record<SealKind, string>,
    version: (n: number) => `第 ${n} 版`,
    by: (name: string, email: string) => `用印人：${name} <${email}>`,
    grant: (id: string) => `用印依据：长期授权 #${id}`,
    approval: (id: string, by: string, at: string) => `用印依据：用印申请 #${id}，由 ${by} 于 ${at} 批准`,
    code: (at: string) => `邮件验证码核验时间：${at}`,
    unverified: '印章图片由签署人提供，未经验证',
    image: '印章图片 SHA-256',
    address: 'IP 地址',
  },
} satisfies Record<Locale, unknown>;

/**
 * The "Company seals / 单位印章" section: for each seal applied, its thumbnail, the party, the seal
 * and version, who applied it by what authority, the code check, and the image's SHA-256.
 */
export function sealCertificateBlocks(uses: readonly SealUseFace[], seals: ReadonlyMap<bigint, EmbeddedSeal>, locale: Locale): CertificateBlock[] {
  if (uses.length === 0) return [];
  const t = TEXTS[locale];
  const blocks: CertificateBlock[] = [{ kind: 'heading', text: t.heading }];
  for (const { use, authority, sealName } of uses) {
    const seal = use.sealKind ? `${sealName ?? t.kind[use.sealKind as SealKind]} · ${t.kind[use.sealKind as SealKind]} · ${t.version(use.sealVersion ?? 1)}` : t.unverified;
    const lines = [seal, t.by(use.actorName, use.actorEmail), `${t.image}: ${use.faceSha256}`];
    if (use.verified) {
      lines.push(authority?.kind === 'approval' ? t.approval(String(use.requestId), authority.by, authority.at ? utc(authority.at) : '') : t.grant(String(use.grantId)));
      if (use.codeCheckedAt) lines.push(t.code(utc(use.codeCheckedAt)));
    }
    lines.push(`${utc(use.at)} · ${t.address}: ${use.ip ?? ''}`);
    const thumbnail = seals.get(use.id);
    blocks.push({ kind: 'pair', label: use.partyName, value: lines.join('\n'), ...(thumbnail ? { thumbnail } : {}) });
  }
  return blocks;
}
