export { SignetSigningFrame, SIGNING_FRAME_SANDBOX } from './signet-signing-frame.js';
export type { SignetSigningFrameProps } from './signet-signing-frame.js';
export { listenToSigningFrame, originOf, readSigningMessage } from './signing-frame-messages.js';
export type { FrameMessage, SigningEventType, SigningFrameEvent, SigningFrameHandlers } from './signing-frame-messages.js';
