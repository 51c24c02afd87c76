/**
 * The app service's fixed basic authorization (spec 7). It identifies the web
 * client to the app service; it is not a secret and grants nothing on its own,
 * which is why it can ship in the bundle.
 */
export const WEB_CLIENT_AUTHORIZATION = `Basic ${btoa('signet-web:signet-web')}`;
