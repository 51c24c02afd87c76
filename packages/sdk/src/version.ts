/** The SDK's version (package.json's), for logs and support requests. */
export const SDK_VERSION = '0.1.0';
