import { describe, expect, it } from 'vitest';
import { sendFailure } from './field-send-errors';

describe('sendFailure', () => {
  it('maps each send error to what the page offers', () => {
    expect(sendFailure(7206)).toEqual({ kind: 'planExceeded' });
    expect(sendFailure(7501)).toEqual({ kind: 'needEmail' });
    expect(sendFailure(7026)).toEqual({ kind: 'draftChanged' });
    expect(sendFailure(7201)).toEqual({ kind: 'alreadySent' });
    expect(sendFailure(7205)).toEqual({ kind: 'fix', step: 2 });
    expect(sendFailure(7204)).toEqual({ kind: 'fix', step: 1 });
    expect(sendFailure(403)).toEqual({ kind: 'fix', step: 1 });
    expect(sendFailure(500)).toEqual({ kind: 'message' });
    expect(sendFailure(undefined)).toEqual({ kind: 'message' });
  });
});
