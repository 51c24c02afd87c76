import * as contract from '@signet/contracts';
import { parseJson, stringifyJson } from '@signet/contracts';
import type { BrowserContext } from 'playwright-core';
import { readMailedCode } from './outbox.js';

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stringifyJson(body),
  });
  const envelope = parseJson(await res.text()) as { code: number; data: T; msg: string };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** Signs up through the API (code read from the outbox), as a quick way to a signed-in user. */
export async function createAccount(baseUrl: string, name = 'Dana Park', email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const sentAt = new Date(Date.now() - 1000);
  await post(baseUrl, contract.sendCode.path, { email, purpose: 'register' });
  const code = await readMailedCode(baseUrl, email, { after: sentAt });
  const login = await post<{ token: string }>(baseUrl, contract.register.path, {
    email,
    code,
    name,
    password: 'correct horse battery',
    deviceId: `e2e-${email}`,
  });
  return { email, token: login.token };
}

/** A browser context that starts signed in with the given token, as a returning user would. */
export async function signInContext(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((stored) => {
    window.localStorage.setItem('cacheVersion', '1.0.0');
    window.localStorage.setItem('token', stored);
  }, token);
}

/**
 * A visitor who chose this language before (the app keeps it, spec 3). The cache version goes
 * with it: without one the app clears its storage at start, the choice included.
 */
export async function chooseLanguage(context: BrowserContext, language: string): Promise<void> {
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('cacheVersion', '1.0.0');
    window.localStorage.setItem('language', chosen);
  }, language);
}
