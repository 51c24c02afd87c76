import { ApiError } from '../../../lib/api/api-error';
import type { SecondFactorMethod } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../testing/render-text';
import { SecondFactorForm } from './second-factor-form';

function form(methods: SecondFactorMethod[], options: { error?: unknown; language?: 'en-US' | 'zh-CN' } = {}) {
  return renderText(
    <SecondFactorForm methods={methods} onProof={() => undefined} pending={false} error={options.error ?? null} passkeyOptions={async () => ({})} submitLabel="Verify" />,
    { language: options.language },
  );
}

describe('the second factor form', () => {
  it('asks for the app’s six digits in one field that phones can fill from the app', () => {
    const { text, html } = form(['totp', 'recovery_code']);
    expect(text).toContain('Authenticator code 6 digits; your app shows a new one every 30 seconds.');
    expect(html.match(/<input/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"/);
    expect(text).toMatch(/Verify Use a recovery code instead$/);
  });

  it('offers a recovery code only when the account has them, and starts with it when the app is gone', () => {
    expect(form(['totp']).text).not.toContain('recovery code');
    const { text, html } = form(['recovery_code']);
    expect(text).toContain('Recovery code As you saved it');
    expect(html).not.toContain('one-time-code');
  });

  it('shows a wrong code under the field, and other refusals above the button', () => {
    expect(form(['totp'], { error: new ApiError(8414, 'wrong') }).text).toContain('Authenticator code 6 digits; your app shows a new one every 30 seconds. The code is wrong or was already used.');
    const limited = form(['totp'], { error: new ApiError(429, 'slow down') });
    expect(limited.html).toContain('role="alert"');
    expect(form(['totp'], { error: new ApiError(409, 'cancelled') }).html).not.toContain('role="alert"');
  });

  it('speaks Chinese', () => {
    expect(form(['totp', 'recovery_code'], { language: 'zh-CN' }).text).toMatch(/^身份验证器验证码 6 位数字，应用每 30 秒换一个。 Verify 改用恢复码$/);
  });
});
