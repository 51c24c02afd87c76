/** Reported in the public configuration and the OpenAPI document. */
export const SERVER_VERSION = '0.1.0';
