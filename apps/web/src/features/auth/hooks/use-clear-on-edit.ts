import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A server error answers what was typed; once the user edits, it no longer applies. */
export function useClearOnEdit<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, ...clears: (() => void)[]) {
  useEffect(() => {
    const subscription = form.watch(() => clears.forEach((clear) => clear()));
    return () => subscription.unsubscribe();
    // `clears` are mutation resets: stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
}
