import { describe, expect, it, vi } from 'vitest';
import { listenToSigningFrame, readSigningMessage, type FrameMessage } from './signing-frame-messages.js';

const SIGNET = 'https://signet.example.com';
const frameWindow = { name: 'the signing frame' };
const otherWindow = { name: 'another frame of the same origin' };

/** A `message` event as the browser dispatches it (Node's MessageEvent takes only a MessagePort as source). */
function message({ origin = SIGNET, source = frameWindow, data = { source: 'signet', type: 'signed', recipientId: '7392345678901234567' } }: Partial<FrameMessage> = {}): Event {
  const event = new Event('message');
  Object.defineProperties(event, { origin: { value: origin }, source: { value: source }, data: { value: data } });
  return event;
}

function listening() {
  const host = new EventTarget();
  const handlers = { onLoaded: vi.fn(), onSigned: vi.fn(), onDeclined: vi.fn(), onError: vi.fn() };
  const stop = listenToSigningFrame(host, () => ({ origin: SIGNET, source: frameWindow }), () => handlers);
  return { host, handlers, stop };
}

describe('the signing frame messages', () => {
  it('calls the callback of each event from the frame, with the recipient and the error code', () => {
    const { host, handlers } = listening();
    host.dispatchEvent(message({ data: { source: 'signet', type: 'loaded', recipientId: '7392345678901234567' } }));
    host.dispatchEvent(message());
    host.dispatchEvent(message({ data: { source: 'signet', type: 'declined', recipientId: '7392345678901234567' } }));
    host.dispatchEvent(message({ data: { source: 'signet', type: 'error', recipientId: '7392345678901234567', code: 7408 } }));
    expect(handlers.onLoaded).toHaveBeenCalledWith({ type: 'loaded', recipientId: '7392345678901234567' });
    expect(handlers.onSigned).toHaveBeenCalledWith({ type: 'signed', recipientId: '7392345678901234567' });
    expect(handlers.onDeclined).toHaveBeenCalledTimes(1);
    expect(handlers.onError).toHaveBeenCalledWith({ type: 'error', recipientId: '7392345678901234567', code: 7408 });
  });

  it('ignores messages from another origin, another window, or that are not Signet events', () => {
    const { host, handlers } = listening();
    host.dispatchEvent(message({ origin: 'https://evil.example.com' }));
    host.dispatchEvent(message({ origin: 'http://signet.example.com' }));
    host.dispatchEvent(message({ source: otherWindow }));
    host.dispatchEvent(message({ source: null }));
    host.dispatchEvent(message({ data: { type: 'signed', recipientId: '1' } }));
    host.dispatchEvent(message({ data: { source: 'signet', type: 'completed', recipientId: '1' } }));
    host.dispatchEvent(message({ data: 'signed' }));
    host.dispatchEvent(message({ data: null }));
    expect(Object.values(handlers).every((handler) => handler.mock.calls.length === 0)).toBe(true);
  });

  it('hears nothing once stopped', () => {
    const { host, handlers, stop } = listening();
    stop();
    host.dispatchEvent(message());
    expect(handlers.onSigned).not.toHaveBeenCalled();
  });

  it('accepts nothing while the frame has no window or the URL no origin', () => {
    const event = { origin: SIGNET, source: frameWindow, data: { source: 'signet', type: 'signed', recipientId: '1' } };
    expect(readSigningMessage(event, { origin: SIGNET, source: null })).toBeNull();
    expect(readSigningMessage(event, { origin: null, source: frameWindow })).toBeNull();
    expect(readSigningMessage(event, { origin: SIGNET, source: frameWindow })).toEqual({ type: 'signed', recipientId: '1' });
  });
});
