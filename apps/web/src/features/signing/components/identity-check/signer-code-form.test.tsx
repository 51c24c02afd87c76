import { ErrorCode, type ErrorData } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../../lib/api/api-error';
import { renderText } from '../../../../testing/render-text';
import { SignerCodeForm } from './signer-code-form';

const NOW = 1_800_000_000_000;
const link = { flowSignerId: '7', flowNoticeViewId: '8', token: 'secret' };
const sms = (sentAt: number | null): ErrorData<typeof ErrorCode.SignerCodeRequired> => ({ method: 'sms_code', target: '+86 138****5678', sentAt });

function page(options: { sentAt?: number | null; bindError?: unknown; method?: 'sms_code' | 'email_code'; language?: 'en-US' | 'zh-CN' } = {}) {
  const { sentAt = null, bindError = null, method = 'sms_code', language } = options;
  const required = method === 'sms_code' ? sms(sentAt) : { method, target: 'an***@example.com', sentAt };
  return renderText(<SignerCodeForm link={link} required={required} onContinue={() => undefined} pending={false} bindError={bindError} onJourneyEnd={() => undefined} now={() => NOW} />, {
    language,
  });
}

const wrong = (attemptsLeft: number) => new ApiError(ErrorCode.SignerCodeWrong, 'wrong', { reason: 'wrong', attemptsLeft });

describe('the signer’s code page (issue 35)', () => {
  it('sends no code by itself: it says where one will go, and waits for Send code', () => {
    const { text, html } = page();
    expect(text).toBe('Confirm it’s you The sender asked us to check it’s you before the documents open. We will text a 6-digit code to +86 138****5678. Send code');
    expect(html).not.toContain('one-time-code');
    expect(html, 'the number stays on one line').toContain('+86\u00a0138****5678');
    expect(page({ method: 'email_code' }).text).toContain('We will e-mail a 6-digit code to an***@example.com.');
  });

  it('with a code on its way, shows the one 6-digit field at once, and a new code only after 60 seconds', () => {
    const { text, html } = page({ sentAt: NOW - 18_000 });
    expect(text).toContain('We texted a 6-digit code to +86 138****5678. It works once, for 10 minutes. 6-digit code Continue Send a new code in 42 s');
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"[^>]*maxLength="6"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Send a new code in 42 s/);
    const later = page({ sentAt: NOW - 61_000 });
    expect(later.text).toMatch(/Continue Send a new code$/);
    expect(later.html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it('says a wrong code with the tries left, and when none is left, to ask for a new one', () => {
    expect(page({ sentAt: NOW, bindError: wrong(2) }).text).toContain('6-digit code That code is not right. 2 tries left.');
    expect(page({ sentAt: NOW, bindError: wrong(1) }).text).toContain('That code is not right. 1 try left.');
    expect(page({ sentAt: NOW, bindError: wrong(0) }).text).toContain('That code is not right, and it cannot be tried again. Ask for a new code.');
  });

  it('says an expired code is to be asked for again', () => {
    const expired = new ApiError(ErrorCode.SignerCodeWrong, 'expired', { reason: 'expired', attemptsLeft: 0 });
    expect(page({ sentAt: NOW - 600_000, bindError: expired }).text).toContain('6-digit code This code has expired or a newer one replaced it. Ask for a new code. Continue Send a new code');
  });

  it('says too many codes in minutes, and a failed call with a retry', () => {
    const limit = new ApiError(ErrorCode.SignerCodeLimit, 'limit', { retryAfterSeconds: 1_450 });
    expect(page({ sentAt: NOW - 120_000, bindError: limit }).text).toContain('Too many codes were asked for. You can ask for another in 25 minutes.');
    const { text, html } = page({ sentAt: NOW, bindError: networkError() });
    expect(text).toContain('Signet could not be reached. Check your connection and try again. Try again Continue');
    expect(html).toContain('role="alert"');
  });

  it('says it in Chinese', () => {
    expect(page({ language: 'zh-CN' }).text).toBe('确认是您本人 发件人要求在打开文件前核验您的身份。我们将向 +86 138****5678 发送一条含 6 位验证码的短信。 发送验证码');
    const { text } = page({ sentAt: NOW - 18_000, bindError: wrong(2), language: 'zh-CN' });
    expect(text).toContain('6 位验证码已通过短信发送至 +86 138****5678，10 分钟内有效，仅能使用一次。 6 位验证码 验证码不正确，还可尝试 2 次。 继续 42 秒后可重新发送');
  });
});
