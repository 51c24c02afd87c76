import { DEVICE_TYPE } from '@signet/contracts';
import type { RequestMeta } from '../../domain/request-meta.js';

/**
 * The caller's device for a sign-in. The account family gets no device headers
 * (spec 7), so the web client names its Device-Id in the body; a header, where a
 * client sends one, is the fallback.
 */
export function signInMeta(meta: RequestMeta, body: { deviceId?: string | undefined; deviceName?: string | undefined }): RequestMeta {
  return {
    ...meta,
    device: {
      ...meta.device,
      id: body.deviceId ?? meta.device.id,
      name: body.deviceName ?? meta.device.name,
      type: meta.device.type || DEVICE_TYPE,
    },
  };
}
