import { describe, expect, it } from 'vitest';
import type { RichFieldKit } from '../lib/rich-field-kit';
import { renderText } from '../testing/render-text';
import { signerField } from '../testing/signer-view';
import { GuidedInput } from './guided-input';
import { SignField } from './sign-field';

const noop = () => undefined;
const handlers = { kit: {} as RichFieldKit, problem: null, onOpenImage: noop, onChange: noop, onFocusField: noop, onSelectField: noop, onLocked: noop, onDone: noop };
const field = signerField({ forRecipient: 7n, label: 'Address' });

function fieldOnPage(props: { forName?: string; readOnly?: boolean; language?: 'en-US' | 'zh-CN' }) {
  const shown = props.readOnly ? { ...field, readOnly: true, value: '1 Main St' } : field;
  return renderText(
    <SignField field={shown} value={undefined} heightPx={24} widthPx={160} active={false} email="fay@example.com" today="Nov 28, 2026" guided={false} locked={false} forName={props.forName} readOnlyText="filled in before you" {...handlers} />,
    { language: props.language },
  );
}

describe("a filler's field", () => {
  it('carries the name of the recipient it is for, on the page and in its accessible name', () => {
    const { text, html } = fieldOnPage({ forName: 'Ann Lee' });
    expect(text).toBe('* For Ann Lee');
    expect(html).toContain('aria-label="Address: Text “Address”, required, page 1, not filled, For Ann Lee"');
    expect(fieldOnPage({ forName: 'Ann Lee', language: 'zh-CN' }).text).toBe('* 为 Ann Lee 填写');
  });

  it("is a plain field without one, as a signer's own", () => {
    const { text, html } = fieldOnPage({});
    expect(text).toBe('*');
    expect(html).not.toContain('For ');
  });

  it('says who filled a read-only value in the words it is given', () => {
    expect(fieldOnPage({ readOnly: true }).html).toContain('aria-label="Address: 1 Main St, filled in before you"');
  });

  it("names the recipient on the phone's large input too", () => {
    const { text } = renderText(
      <GuidedInput field={field} value={undefined} kit={{} as RichFieldKit} problem={null} position={1} count={2} forName="Ben Wu" zoomed={false} onChange={noop} onOpenImage={noop} onFit={noop} onDone={noop} inputRef={{ current: null }} />,
    );
    expect(text).toContain('Field 1 of 2 · required · For Ben Wu');
  });
});
