// A customer's page built with @signet/embed-react: it frames the signing URL given as ?url= and
// writes each callback into the page, so the browser test reads what the host heard.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SignetSigningFrame, type SigningFrameEvent } from '@signet/embed-react';

function HostApp({ url }: { url: string }) {
  const [heard, setHeard] = useState<{ callback: string; event: SigningFrameEvent }[]>([]);
  const hear = (callback: string) => (event: SigningFrameEvent) => setHeard((before) => [...before, { callback, event }]);
  return (
    <main>
      <h1>Sign your offer</h1>
      <SignetSigningFrame url={url} title="Sign the offer" style={{ width: '100%', height: 760, border: '1px solid #ccc' }} onLoaded={hear('onLoaded')} onSigned={hear('onSigned')} onDeclined={hear('onDeclined')} onError={hear('onError')} />
      <ol id="events">
        {heard.map(({ callback, event }, index) => (
          <li key={index} data-callback={callback}>
            {JSON.stringify(event)}
          </li>
        ))}
      </ol>
    </main>
  );
}

const url = new URLSearchParams(location.search).get('url') ?? '';
createRoot(document.getElementById('root')!).render(<HostApp url={url} />);
