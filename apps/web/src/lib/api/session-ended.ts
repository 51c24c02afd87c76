import { ErrorCode } from '@signet/contracts';

/**
 * Answers that end this browser's session with a reason to show (spec 4): too many
 * devices online (2008), or signed out from another device (2010). They may come from
 * any call, not only the device check: a list's poll often hears it first.
 */
export function isSessionEndedCode(code: number): boolean {
  return code === ErrorCode.TooManyDevices || code === ErrorCode.SwitchAccount;
}

type SessionEndedHandler = (code: number) => void;
let handler: SessionEndedHandler | null = null;

/**
 * The app's kick-out (clear the session, close dialogs, go home, show the message),
 * registered once by the root layout, which can navigate. Returns the unregister.
 */
export function setSessionEndedHandler(next: SessionEndedHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Called by the API client for every 2008 or 2010; without a registered handler it only clears the session. */
export function reportSessionEnded(code: number, fallback: () => void): void {
  if (handler) handler(code);
  else fallback();
}
