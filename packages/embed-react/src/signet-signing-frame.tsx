import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { listenToSigningFrame, originOf, type SigningFrameHandlers } from './signing-frame-messages.js';

/**
 * What the signing page needs, and nothing more: its scripts, its own origin (its API calls and
 * storage), forms, popups and downloads (the signed PDF, attachments) and print dialogs. Left out:
 * navigating your page (allow-top-navigation), so the frame can never take the visitor away.
 */
export const SIGNING_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals';

export interface SignetSigningFrameProps extends SigningFrameHandlers {
  /** The embedded signing URL your server got from Signet (`createEmbeddedSigningUrl`, valid for ten minutes). */
  url: string;
  /** The frame's accessible name, read by screen readers (default "Sign the document"). */
  title?: string;
  className?: string;
  /** Without a className or style, the frame is full width and 720 px high, without a border. */
  style?: CSSProperties;
  /** Signet's origin, when the messages come from another than the URL's (a proxy). Defaults to the URL's origin. */
  allowedOrigin?: string;
  /** The frame's sandbox; `false` for none. Defaults to SIGNING_FRAME_SANDBOX. */
  sandbox?: string | false;
  /** Permissions policy for the frame (the `allow` attribute); the signing page needs none by default. */
  allow?: string;
}

const DEFAULT_STYLE: CSSProperties = { width: '100%', height: 720, border: 0 };

/**
 * Shows a Signet signing page in an iframe and turns the page's messages into callbacks:
 * `onLoaded`, `onSigned`, `onDeclined`, `onError` (with the error's `code`). Messages from any other
 * origin or window are ignored. Your site must be registered with Signet to be allowed to frame it.
 */
export function SignetSigningFrame({ url, title = 'Sign the document', className, style, allowedOrigin, sandbox = SIGNING_FRAME_SANDBOX, allow, ...handlers }: SignetSigningFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = allowedOrigin ?? originOf(url);
  // The latest callbacks and origin, read by the one listener at each message.
  const latest = useRef({ handlers, origin });
  useLayoutEffect(() => {
    latest.current = { handlers, origin };
  });

  useEffect(
    () =>
      listenToSigningFrame(
        window,
        () => ({ origin: latest.current.origin, source: frame.current?.contentWindow ?? null }),
        () => latest.current.handlers,
      ),
    [],
  );

  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      className={className}
      style={style ?? (className ? undefined : DEFAULT_STYLE)}
      {...(sandbox === false ? {} : { sandbox })}
      {...(allow ? { allow } : {})}
    />
  );
}
