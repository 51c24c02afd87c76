import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SignetSigningFrame } from './signet-signing-frame.js';

const URL = 'https://signet.example.com/sign/start/abc?t=xyz&embed=1';

describe('<SignetSigningFrame>', () => {
  it('frames the signing URL with an accessible name and a sandbox that keeps your page in place', () => {
    const html = renderToStaticMarkup(<SignetSigningFrame url={URL} />);
    expect(html).toContain('src="https://signet.example.com/sign/start/abc?t=xyz&amp;embed=1"');
    expect(html).toContain('title="Sign the document"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals"');
    expect(html).not.toContain('allow-top-navigation');
    expect(html).toContain('style="width:100%;height:720px;border:0"');
  });

  it("takes the host's title, class, permissions and sandbox", () => {
    const html = renderToStaticMarkup(<SignetSigningFrame url={URL} title="Sign your lease" className="frame" allow="clipboard-write" sandbox={false} />);
    expect(html).toContain('title="Sign your lease"');
    expect(html).toContain('class="frame"');
    expect(html).toContain('allow="clipboard-write"');
    expect(html).not.toContain('sandbox');
    expect(html).not.toContain('style=');
  });
});
