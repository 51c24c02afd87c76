/**
 * The messages a Signet signing page posts to the window that frames it (docs/integrations.md,
 * "Embedded signing"), read without React so any page can use the same checks.
 */

export type SigningEventType = 'loaded' | 'signed' | 'declined' | 'error';

/** What happened in the frame: no token and no personal data, only what and for which recipient. */
export interface SigningFrameEvent {
  type: SigningEventType;
  /** The recipient's id, as a string (64-bit ids do not fit a JavaScript number). */
  recipientId: string;
  /** With `error`: the answer's code (7408 voided, 7407 declined, 7601 expired, …). */
  code?: number;
}

/** The parts of a `message` event the checks read. */
export interface FrameMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

const TYPES: readonly string[] = ['loaded', 'signed', 'declined', 'error'] satisfies SigningEventType[];

/** The origin of a signing URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The event a message carries, or null when it is not from this signing frame: it must come from
 * Signet's origin, from this very frame's window (not another frame or tab of the same origin),
 * and say `source: 'signet'` with a known type. Anything else on the page's message channel is ignored.
 */
export function readSigningMessage(message: FrameMessage, expected: { origin: string | null; source: unknown }): SigningFrameEvent | null {
  if (expected.origin === null || message.origin !== expected.origin) return null;
  if (expected.source === null || expected.source === undefined || message.source !== expected.source) return null;
  const data = message.data as Partial<SigningFrameEvent> & { source?: unknown };
  if (typeof data !== 'object' || data === null || data.source !== 'signet') return null;
  if (typeof data.type !== 'string' || !TYPES.includes(data.type) || typeof data.recipientId !== 'string') return null;
  return { type: data.type, recipientId: data.recipientId, ...(typeof data.code === 'number' ? { code: data.code } : {}) };
}

export interface SigningFrameHandlers {
  onLoaded?: ((event: SigningFrameEvent) => void) | undefined;
  onSigned?: ((event: SigningFrameEvent) => void) | undefined;
  onDeclined?: ((event: SigningFrameEvent) => void) | undefined;
  onError?: ((event: SigningFrameEvent) => void) | undefined;
}

const HANDLER: Record<SigningEventType, keyof SigningFrameHandlers> = { loaded: 'onLoaded', signed: 'onSigned', declined: 'onDeclined', error: 'onError' };

/**
 * Listens to `target`'s messages (the host window) and calls the handler of each signing event.
 * `expected` and `handlers` are read at each message, so a re-rendered frame or new callbacks need
 * no new listener. Answers the function that stops listening.
 */
export function listenToSigningFrame(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  expected: () => { origin: string | null; source: unknown },
  handlers: () => SigningFrameHandlers,
): () => void {
  const listener = (event: Event) => {
    const signing = readSigningMessage(event as unknown as FrameMessage, expected());
    if (signing) handlers()[HANDLER[signing.type]]?.(signing);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}
