import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** A message id for the `webhook-id` header: unique, and the same on every attempt. */
export function generateMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The `webhook-signature` header of the Standard Webhooks scheme: for each active secret,
 * `v1,` and the base64 HMAC-SHA256, keyed with the secret's decoded bytes, of
 * `{webhook-id}.{webhook-timestamp}.{body}`; several are separated by spaces.
 */
export function signWebhook(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
