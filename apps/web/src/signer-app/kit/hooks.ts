import { useCallback, useEffect, useId as useReactId, useRef, useState, useSyncExternalStore, type Ref } from 'react';

/*
 * The few @mantine/hooks the signer's build may meet, each as Mantine names and shapes it.
 * (The signer's own code imports none today; these keep an import from pulling Mantine back in.)
 */

export function useDisclosure(initial = false, callbacks?: { onOpen?: () => void; onClose?: () => void }) {
  const [opened, setOpened] = useState(initial);
  const open = useCallback(() => setOpened((was) => (was ? was : (callbacks?.onOpen?.(), true))), [callbacks]);
  const close = useCallback(() => setOpened((was) => (was ? (callbacks?.onClose?.(), false) : was)), [callbacks]);
  const toggle = useCallback(() => (opened ? close() : open()), [opened, open, close]);
  return [opened, { open, close, toggle }] as const;
}

export function useMediaQuery(query: string, initialValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => initialValue,
  );
}

export function useDebouncedValue<T>(value: T, wait: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return [debounced, () => setDebounced(value)];
}

export function useMergedRef<T>(...refs: (Ref<T> | undefined)[]): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

export const useId = (staticId?: string): string => {
  const own = useReactId();
  return staticId ?? own;
};

export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, wait: number): (...args: A) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callback(...args), wait);
    },
    [callback, wait],
  );
}
