import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@signet/contracts';
import { endsJourney, pathAfterRefusal, signerPath } from './signer-routes';

describe('signer routes', () => {
  it('sends each next step to its page; waiting and being released are shown by the start page', () => {
    expect(signerPath('start', '9')).toBe('/sign/start/9');
    expect(signerPath('wait', '9')).toBe('/sign/start/9');
    expect(signerPath('released', '9')).toBe('/sign/start/9');
    expect(signerPath('view', '9')).toBe('/sign/view/9');
    expect(signerPath('finish', '9')).toBe('/sign/finish/9');
  });

  it('ends the journey on state and link answers, not on network or parameter errors', () => {
    for (const code of [7202, 7203, 7407, 7408, 7410, 7404, 7601, 7602]) expect(endsJourney(code)).toBe(true);
    for (const code of [403, 408, 500, 7411, 7412, 7300, 7301, 429]) expect(endsJourney(code)).toBe(false);
  });

  it('sends a refused call to the error page, or back to the start page when waiting or released', () => {
    expect(pathAfterRefusal(ErrorCode.ProcessRejected, '9')).toBe('/sign/error/7407');
    expect(pathAfterRefusal(ErrorCode.NotYourTurn, '9')).toBe('/sign/start/9');
    expect(pathAfterRefusal(ErrorCode.GroupActedAlready, '9')).toBe('/sign/start/9');
    expect(pathAfterRefusal(ErrorCode.ParameterError, '9')).toBeNull();
  });
});
