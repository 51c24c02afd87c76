import { DEFAULT_PLAN_EXCEEDED_TYPE, SCHEME_NAME, STORAGE_KEYS } from '@signet/contracts';
import type { Locale, PlanExceededType, Region } from '@signet/contracts';
import { create } from 'zustand';
import { appStorage } from '../storage/key-value-storage';
import { bootState, viewportFlags } from './boot-state';
import type { BootState } from './boot-state';

/** App state of spec 3 (everything but the session, which lives in session-store). */
export interface AppState extends BootState {
  isProduction: boolean;
  isDevelopment: boolean;
  isChina: boolean;
  schemeName: typeof SCHEME_NAME;
  planExceeded: { visible: boolean; type: PlanExceededType };
  /** The user asked to go back from a screen with unsaved work. */
  userBack: boolean;
  /** The user confirmed leaving in the unsaved-work dialog. */
  userBackConfirm: boolean;
}

export interface AppActions {
  setLanguage: (language: Locale) => void;
  setRegion: (region: Region) => void;
  setViewportWidth: (width: number) => void;
  showPlanExceeded: (type?: PlanExceededType) => void;
  hidePlanExceeded: () => void;
  setUserBack: (value: boolean) => void;
  setUserBackConfirm: (value: boolean) => void;
}

const boot = bootState({
  storage: appStorage,
  hostname: globalThis.location?.hostname ?? '',
  search: globalThis.location?.search ?? '',
  viewportWidth: globalThis.innerWidth ?? 1440,
});

export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...boot,
  isProduction: import.meta.env.PROD,
  isDevelopment: import.meta.env.DEV,
  isChina: boot.region === 'cn',
  schemeName: SCHEME_NAME,
  planExceeded: { visible: false, type: DEFAULT_PLAN_EXCEEDED_TYPE },
  userBack: false,
  userBackConfirm: false,

  setLanguage: (language) => {
    appStorage.setItem(STORAGE_KEYS.language, language);
    set({ language });
  },
  setRegion: (region) => set({ region, isChina: region === 'cn' }),
  setViewportWidth: (width) =>
    set((state) => {
      const flags = viewportFlags(width);
      // Resize fires often; only a crossed breakpoint re-renders subscribers.
      return flags.isMobile === state.isMobile && flags.isTablet === state.isTablet ? state : flags;
    }),
  showPlanExceeded: (type = DEFAULT_PLAN_EXCEEDED_TYPE) => set({ planExceeded: { visible: true, type } }),
  hidePlanExceeded: () => set((state) => ({ planExceeded: { ...state.planExceeded, visible: false } })),
  setUserBack: (userBack) => set({ userBack }),
  setUserBackConfirm: (userBackConfirm) => set({ userBackConfirm }),
}));

/** Keeps isMobile and isTablet current; returns the unsubscribe for tests and HMR. */
export function trackViewport(target: Window = window): () => void {
  const onResize = () => useAppStore.getState().setViewportWidth(target.innerWidth);
  target.addEventListener('resize', onResize, { passive: true });
  return () => target.removeEventListener('resize', onResize);
}
