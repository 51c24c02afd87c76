import { SIGNER_TOKEN_HEADER, bindSignerInfo } from '@signet/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import type { CallOptions } from '../../../lib/api/create-api-client';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { rememberSignError } from '../lib/sign-error-memory';
import { signerViewKey } from './signer-call-options';

export interface BindInput {
  flowSignerId: string;
  flowNoticeViewId: string;
  token: string;
  accessCode?: string;
  /** The 6-digit code sent by e-mail or SMS (issue 35). */
  verificationCode?: string;
}

/**
 * The bind's options: silent, its refusal remembered, and this tab's live signer session for the
 * recipient, if any, as `x-signer-token`: a browser that proved who it is this session opens the
 * link again without a new code (issue 35).
 */
export function bindCallOptions(flowSignerId: string): CallOptions {
  const session = signerSessions.get(flowSignerId);
  return { silent: true, onError: rememberSignError(flowSignerId), ...(session ? { headers: { [SIGNER_TOKEN_HEADER]: session.token } } : {}) };
}

/** The bind call itself: the link's key, and the code the signer typed if the link asked for one. */
function callBind({ flowSignerId, flowNoticeViewId, token, accessCode, verificationCode }: BindInput) {
  const body = { token, accessCode: accessCode || undefined, verificationCode: verificationCode || undefined };
  return callOperation(bindSignerInfo, { params: { flowSignerId, flowNoticeViewId }, body }, bindCallOptions(flowSignerId));
}

/** The link's bind asked for as the script starts, before React has drawn the link's page; taken once. */
let early: { input: BindInput; answer: ReturnType<typeof callBind> } | undefined;

/**
 * Opens the e-mailed link now (signer-app/main.tsx calls it before the first render): the answer
 * travels while the page is drawn, and the link's page takes it instead of asking a second time.
 */
export function bindEarly(input: BindInput): void {
  const answer = callBind(input);
  // Heard by the page that takes the answer; until then nobody awaits it.
  answer.catch(() => undefined);
  early = { input, answer };
}

/** The early answer for this very link without a code, once; a retry or a typed code asks again. */
function takeEarly(input: BindInput): ReturnType<typeof callBind> | undefined {
  const pending = early;
  early = undefined;
  if (!pending || input.accessCode || input.verificationCode) return undefined;
  const same = pending.input.flowSignerId === input.flowSignerId && pending.input.flowNoticeViewId === input.flowNoticeViewId && pending.input.token === input.token;
  return same ? pending.answer : undefined;
}

/**
 * Opens an e-mailed link and keeps the signer token for this tab, and the signer's view the answer
 * carries, so the page it leads to shows the document without asking again.
 */
export async function openLink(queryClient: QueryClient, input: BindInput) {
  const result = await (takeEarly(input) ?? callBind(input));
  signerSessions.set(input.flowSignerId, { token: result.signerToken, expiresAt: result.expiresAt });
  queryClient.setQueryData(signerViewKey(input.flowSignerId), result.view);
  return result;
}

/** openLink as the link's page uses it; errors are the caller's to show. */
export function useBindSignerInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: BindInput) => openLink(queryClient, input) });
}
