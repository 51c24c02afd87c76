// Shared by every feature's component tests now; kept here so the signer tests' imports stand.
export { renderText } from '../../../testing/render-text';
