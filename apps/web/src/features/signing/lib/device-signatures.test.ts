import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/storage/key-value-storage';
import { deviceSignatureKey, deviceSignatures } from './device-signatures';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('signatures remembered on this device', () => {
  it('keeps each kind per e-mail (any letter case), and forgets one kind, then the entry', () => {
    const storage = createMemoryStorage();
    const ann = deviceSignatures(storage, 'Ann@Example.com');
    ann.remember('signature', PNG);
    ann.remember('initials', PNG);
    expect(deviceSignatures(storage, 'ann@example.com').read()).toEqual({ signature: PNG, initials: PNG });
    expect(deviceSignatures(storage, 'bo@example.com').read()).toEqual({});
    expect(ann.forget('signature')).toEqual({ initials: PNG });
    ann.forget('initials');
    expect(storage.getItem(deviceSignatureKey('ann@example.com'))).toBeNull();
  });

  it('ignores what it did not write: broken JSON or something other than a PNG data URL', () => {
    const storage = createMemoryStorage({ [deviceSignatureKey('a@b.c')]: '{"signature":"javascript:alert(1)","initials":3}' });
    expect(deviceSignatures(storage, 'a@b.c').read()).toEqual({});
    storage.setItem(deviceSignatureKey('a@b.c'), '{oops');
    expect(deviceSignatures(storage, 'a@b.c').read()).toEqual({});
  });
});
