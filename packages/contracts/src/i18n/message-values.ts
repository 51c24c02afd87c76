import { z } from 'zod';
import type { MessageKey } from './en-US.js';

/** A message inside another's placeholder, so it too reads in the reader's language. */
export interface MessagePart {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** What a placeholder takes: plain text or a number, a message, or a list (written with `{{name, list}}`). */
export type MessageValue = string | number | MessagePart | (string | MessagePart)[];
export type MessageValues = Record<string, MessageValue>;

const ZMessagePart = z.object({ key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
/** Message values as they travel (a stored problem, an answer): the key is any catalogue key. */
export const ZMessageValues = z.record(z.string(), z.union([z.string(), z.number(), ZMessagePart, z.array(z.union([z.string(), ZMessagePart]))]));

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const isPart = (value: unknown): value is { key: string; values?: Record<string, string | number> } => typeof value === 'object' && value !== null && 'key' in value;

/**
 * Values ready for i18next: each message part translated in the reader's language, lists kept
 * as lists of text so the `list` format joins them as that language does ("A, B and C", "A、B和C").
 */
export function resolveMessageValues(values: MessageValues | z.infer<typeof ZMessageValues>, translate: Translate): Record<string, string | number | string[]> {
  const text = (value: string | { key: string; values?: Record<string, string | number> }) => (isPart(value) ? translate(value.key as MessageKey, value.values) : value);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.map(text) : isPart(value) ? text(value) : value]),
  );
}
