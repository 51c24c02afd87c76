import { z } from 'zod';
import { ErrorCode } from './errors/error-codes.js';

/** Every response is this envelope (spec 3 and 8); code 200 is success. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().meta({ description: 'Envelope code: 200 for success, else a catalogue code.' }),
    data,
    msg: z.string().meta({ description: 'Message in the request language.' }),
  });
}

export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export const ZErrorEnvelope = ZEnvelope(z.unknown().nullable());
export const SUCCESS_CODE = ErrorCode.Ok;

/** Response headers of spec 3 carrying a refreshed session token. */
export { TOKEN_HEADERS } from './token-headers.js';
