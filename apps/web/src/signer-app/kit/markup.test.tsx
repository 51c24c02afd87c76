import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, Checkbox, Collapse, Loader, Radio, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from './core';

const html = (element: ReactElement) => renderToStaticMarkup(element);
const attr = (markup: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe('inputs name and describe themselves by id', () => {
  it('wires label, description and error to the input', () => {
    const markup = html(<TextInput id="email" label="E-mail" description="Where the copy goes" error="Not an address" required />);
    expect(attr(markup, 'label', 'for')).toBe('email');
    expect(markup).toContain('id="email-description"');
    expect(markup).toContain('id="email-error"');
    expect(attr(markup, 'input', 'aria-describedby')).toBe('email-description email-error');
    expect(attr(markup, 'input', 'aria-invalid')).toBe('true');
    expect(markup).toMatch(/<input[^>]*required/);
    expect(markup).toMatch(/<span class="k-required" aria-hidden="true"> \*<\/span>/);
  });

  it('keeps the caller’s aria-describedby and leaves out what is not there', () => {
    const markup = html(<TextInput id="name" label="Name" aria-describedby="hint" />);
    expect(attr(markup, 'input', 'aria-describedby')).toBe('hint');
    expect(markup).not.toContain('aria-invalid');
  });

  it('marks a required field without the asterisk when withAsterisk is false, and the other way round', () => {
    expect(html(<TextInput label="Code" required withAsterisk={false} />)).not.toContain('k-required');
    const reason = html(<Textarea label="Reason" withAsterisk />);
    expect(reason).toContain('k-required');
    expect(reason).not.toMatch(/<textarea[^>]*required/);
  });

  it('puts style props on the wrapper and the rest on the input, as Mantine does', () => {
    const markup = html(<TextInput label="Page" maw={220} data-testid="page" inputMode="numeric" />);
    expect(markup).toMatch(/<div class="k-field k-size-sm" style="max-width:13.75rem">/);
    expect(markup).toMatch(/<input[^>]*data-testid="page"/);
    expect(markup).toMatch(/<input[^>]*inputMode="numeric"/);
  });
});

describe('checkboxes and radios are real, labelled inputs', () => {
  it('labels a checkbox input, so clicking the label toggles it', () => {
    const markup = html(<Checkbox id="agree" label="I agree" description="Binding" checked={false} onChange={() => undefined} />);
    expect(markup).toMatch(/<input[^>]*type="checkbox"/);
    expect(attr(markup, 'label', 'for')).toBe('agree');
    expect(attr(markup, 'input', 'aria-describedby')).toBe('agree-description');
  });

  it('makes a radio group of cards, the chosen one checked and the only one in the Tab order', () => {
    const markup = html(
      <Radio.Group label="Colour" value="blue" onChange={() => undefined}>
        <Radio.Card value="red">Red</Radio.Card>
        <Radio.Card value="blue">Blue</Radio.Card>
      </Radio.Group>,
    );
    expect(markup).toMatch(/role="radiogroup" aria-labelledby="[^"]+-label"/);
    expect(markup).toMatch(/<button[^>]*role="radio"[^>]*aria-checked="false"[^>]*tabindex="-1"/);
    expect(markup).toMatch(/<button[^>]*role="radio"[^>]*aria-checked="true"[^>]*tabindex="0"/);
  });

  it('draws a segmented control as native radios sharing a name, so arrow keys move the choice', () => {
    const markup = html(<SegmentedControl aria-label="Document" data={['One', 'Two']} value="Two" onChange={() => undefined} />);
    expect(markup).toMatch(/role="radiogroup"[^>]*aria-label="Document"|aria-label="Document"[^>]*role="radiogroup"/);
    const names = [...markup.matchAll(/<input[^>]*type="radio"[^>]*name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="Two"/);
  });
});

describe('the rest', () => {
  it('renders style props inline and component variables beside them', () => {
    const markup = html(
      <Stack gap="xs" mt="md">
        <Text c="dimmed" fw={600} size="sm">
          Hello
        </Text>
        <Title order={2}>Title</Title>
      </Stack>,
    );
    expect(markup).toContain('<div class="k-stack" style="--stack-gap:var(--mantine-spacing-xs);margin-top:var(--mantine-spacing-md)">');
    expect(markup).toContain('<p class="k-text" style="--text-fz:var(--mantine-font-size-sm);--text-lh:var(--mantine-line-height-sm);color:var(--mantine-color-dimmed);font-weight:600">Hello</p>');
    expect(markup).toMatch(/<h2 class="k-title"/);
  });

  it('makes a button a button, disabled while loading', () => {
    const markup = html(<Button loading>Send</Button>);
    expect(markup).toMatch(/<button[^>]*type="button"/);
    expect(markup).toMatch(/<button[^>]*disabled=""/);
    expect(markup).toContain('data-loading="true"');
  });

  it('passes a loader’s role and name', () => {
    expect(html(<Loader role="status" aria-label="Loading" />)).toBe('<span role="status" aria-label="Loading" class="k-loader"></span>');
  });

  it('hides a closed collapse from everyone', () => {
    expect(html(<Collapse expanded={false} id="more">Text</Collapse>)).toBe('<div hidden="" aria-hidden="true" id="more">Text</div>');
    expect(html(<Collapse expanded id="more">Text</Collapse>)).toBe('<div id="more">Text</div>');
  });
});
