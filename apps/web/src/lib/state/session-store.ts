import { STORAGE_KEYS } from '@signet/contracts';
import { create } from 'zustand';
import { appStorage } from '../storage/key-value-storage';

/*
 * Session shapes of spec 3. Accounts arrive in a later issue; when their
 * operations are in the contracts, these types should come from there.
 */
export interface UserInfo {
  headerImg?: string;
  nickname?: string;
  email?: string;
}

export interface PlanDetail {
  remainCount: number;
  totalCount: number;
  planList: unknown[];
}

export interface SessionState {
  /** Signed in when non-empty. */
  token: string;
  tokenExpiresAt: string;
  uid: bigint | null;
  companyId: bigint | null;
  userInfo: UserInfo | null;
  planDetail: PlanDetail | null;
}

export interface SessionActions {
  setToken: (token: string, expiresAt?: string) => void;
  setSession: (session: Partial<Omit<SessionState, 'token' | 'tokenExpiresAt'>>) => void;
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
  clearSession: () => {
    appStorage.removeItem(STORAGE_KEYS.token);
    set(signedOut);
  },
}));

/** VIP means the plan list is non-empty (spec 6). */
export const selectIsVip = (state: SessionState) => (state.planDetail?.planList.length ?? 0) > 0;
export const selectIsSignedIn = (state: SessionState) => state.token !== '';
