import { STORAGE_KEYS } from '@signet/contracts';
import type { LoginResult, PlanDetail, UserInfo } from '@signet/contracts';
import { create } from 'zustand';
import { appStorage } from '../storage/key-value-storage';

export type { PlanDetail, UserInfo };

/** Session of spec 3: signed in while `token` is non-empty. */
export interface SessionState {
  token: string;
  /** Epoch milliseconds as text (the `x-new-expires-at` header's form); '' when unknown. */
  tokenExpiresAt: string;
  uid: bigint | null;
  companyId: bigint | null;
  userInfo: UserInfo | null;
  planDetail: PlanDetail | null;
}

export interface SessionActions {
  setToken: (token: string, expiresAt?: string) => void;
  setSession: (session: Partial<Omit<SessionState, 'token' | 'tokenExpiresAt'>>) => void;
  /** Keeps uid, companyId and userInfo in step with a fresh copy of the user. */
  setUserInfo: (userInfo: UserInfo) => void;
  /** A successful sign-in: the new token and the user it belongs to. */
  startSession: (login: LoginResult) => void;
  clearSession: () => void;
}

const signedOut: SessionState = { token: '', tokenExpiresAt: '', uid: null, companyId: null, userInfo: null, planDetail: null };

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...signedOut,
  token: appStorage.getItem(STORAGE_KEYS.token) ?? '',

  setToken: (token, expiresAt = '') => {
    if (token) appStorage.setItem(STORAGE_KEYS.token, token);
    else appStorage.removeItem(STORAGE_KEYS.token);
    set({ token, tokenExpiresAt: expiresAt });
  },
  setSession: (session) => set(session),
  setUserInfo: (userInfo) => set({ userInfo, uid: userInfo.uid, companyId: userInfo.companyId }),
  startSession: (login) => {
    appStorage.setItem(STORAGE_KEYS.token, login.token);
    set({
      token: login.token,
      tokenExpiresAt: String(login.expiresAt),
      uid: login.uid,
      companyId: login.userInfo.companyId,
      userInfo: login.userInfo,
      // The previous account's plan must not show; the plan query fetches this one's.
      planDetail: null,
    });
  },
  clearSession: () => {
    appStorage.removeItem(STORAGE_KEYS.token);
    set(signedOut);
  },
}));

/** VIP means the plan list is non-empty (spec 6). */
export const selectIsVip = (state: SessionState) => (state.planDetail?.planList.length ?? 0) > 0;
export const selectIsSignedIn = (state: SessionState) => state.token !== '';
