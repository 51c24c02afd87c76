import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { createMemoryStorage } from '../../../lib/storage/key-value-storage';
import { createSignErrorMemory } from './sign-error-memory';

describe('the memory of the last signer refusal', () => {
  it('gives the error page the refusal of its code, with the flowSignerId and the page to retry, while fresh', () => {
    let clock = 1_000;
    const memory = createSignErrorMemory(createMemoryStorage(), () => clock, () => '/sign/start/12/noticeView/34?t=abc');
    memory.remember('12', new ApiError(7407, 'declined', { sender: { name: 'Dana', email: 'd@x.io' } }));
    expect(memory.recall(7407)).toMatchObject({ flowSignerId: '12', data: { sender: { name: 'Dana' } }, retryPath: '/sign/start/12/noticeView/34?t=abc' });
    // Another code's page, or a visit long after, gets nothing: the page falls back to the code's plain words.
    expect(memory.recall(7408)).toBeNull();
    clock += 31 * 60_000;
    expect(memory.recall(7407)).toBeNull();
  });

  it('does not keep a failure to reach the server', () => {
    const memory = createSignErrorMemory(createMemoryStorage());
    memory.remember('12', new ApiError(408, 'error'));
    expect(memory.recall(408)).toBeNull();
  });
});
