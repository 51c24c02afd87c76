import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../testing/render-text';
import { SealLogCheck } from './seal-log';

describe("the seal log's check", () => {
  it('says the chain is intact and how long it is', () => {
    expect(renderText(<SealLogCheck intact entries={12} brokenAt={null} />).text).toBe('Chain intact: 12 entries');
    expect(renderText(<SealLogCheck intact entries={1} brokenAt={null} />).text).toBe('Chain intact: 1 entry');
    expect(renderText(<SealLogCheck intact entries={12} brokenAt={null} />, { language: 'zh-CN' }).text).toBe('哈希链完整：共 12 条记录');
  });

  it('names the first entry that was changed, as an alert', () => {
    const { text, html } = renderText(<SealLogCheck intact={false} entries={12} brokenAt={7} />);
    expect(text).toBe('The log was changed at entry #7.');
    expect(html).toContain('role="alert"');
  });
});
