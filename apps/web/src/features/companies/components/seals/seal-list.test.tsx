import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../testing/render-text';
import { sealQueryKeys } from '../../api/seal-query-keys';
import { SealList } from './seal-list';
import { sealOf } from './seal-test-data';

const noop = () => undefined;
const seals = [sealOf(), sealOf({ id: 42n, kind: 'official', name: 'Official seal', status: 'suspended', version: 1, needsApproval: true, source: 'uploaded' })];

function render(manages: boolean, language: 'en-US' | 'zh-CN' = 'en-US') {
  const client = new QueryClient();
  client.setQueryData(sealQueryKeys.face(7n, 41n, 2), 'data:image/svg+xml;base64,PHN2Zy8+');
  return renderText(
    <SealList companyId={7n} seals={seals} officialNeedsApproval manages={manages} onNewSeal={noop} onNewFace={noop} onSetting={noop} grantsOf={() => 'Grants go here'} />,
    { client, language },
  );
}

describe('the seal cards', () => {
  it('show each seal with its face, named for a screen reader, its kind, status and version', () => {
    const { text, html } = render(true);
    expect(text).toContain('Contract seal Contract seal Active Version 2');
    expect(text).toContain('Official seal Official seal Suspended Version 1 · Uploaded picture Every use needs an approval');
    expect(html).toContain('alt="Face of the seal “Contract seal” (Contract seal), version 2"');
    expect(html).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"');
  });

  it('give managers New seal, the official seal rule, and per seal new face, suspend or reactivate, revoke and the grants', () => {
    const { text } = render(true);
    expect(text).toContain('New seal');
    expect(text).toContain('Every use of the official seal needs an approval');
    expect(text).toMatch(/New face\s+Suspend\s+Revoke/);
    expect(text).toMatch(/New face\s+Reactivate\s+Revoke/);
    expect(text.match(/Grants go here/g)).toHaveLength(2);
  });

  it('show a member the seals without any control', () => {
    const { text } = render(false);
    expect(text).toContain('The seals you may use or approve.');
    expect(text).toContain('Contract seal');
    for (const control of [/New seal/, /New face/, /Suspend\b/, /Reactivate/, /Revoke/, /Grants go here/, /Every use of the official seal/]) expect(text).not.toMatch(control);
  });

  it('say it in Chinese', () => {
    const { text, html } = render(true, 'zh-CN');
    expect(text).toContain('合同专用章 启用 第 2 版');
    expect(text).toContain('公章 已停用 第 1 版 · 上传的图片');
    expect(text).toMatch(/更换印面\s+停用\s+注销/);
    expect(html).toContain('alt="印章“Contract seal”（合同专用章）的印面，第 2 版"');
  });

  it('tell a member with no grant who can give one', () => {
    const { text } = renderText(<SealList companyId={7n} seals={[]} officialNeedsApproval={false} manages={false} onNewSeal={noop} onNewFace={noop} onSetting={noop} />);
    expect(text).toContain('You hold no grant on any seal. An admin can grant you one.');
  });
});
