/*
 * In development, a Mantine prop the kit does not implement is reported once, by component and
 * name, so a missed prop shows in the console instead of quietly changing the look. Production
 * builds drop all of this (import.meta.env.DEV is false there).
 */

const warned = new Set<string>();

export function warnUnsupported(component: string, prop: string): void {
  if (!import.meta.env.DEV) return;
  const key = `${component}.${prop}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[signer kit] ${component} does not support the prop "${prop}"; it is ignored.`);
}

/** HTML attributes the kit passes to the element as they are. */
const DOM = new Set(
  'id role tabIndex title lang dir hidden href target rel type name value defaultValue checked defaultChecked disabled placeholder autoComplete autoFocus inputMode maxLength minLength readOnly required spellCheck enterKeyHint autoCapitalize accept multiple src alt htmlFor form download children className style key ref to replace state pattern min max step rows cols width height loading decoding draggable contentEditable suppressContentEditableWarning'.split(
    ' ',
  ),
);

export const isDomProp = (name: string): boolean => DOM.has(name) || name.startsWith('aria-') || name.startsWith('data-') || /^on[A-Z]/.test(name);

/**
 * Keeps the DOM attributes of `props`; warns about every other name not in `handled` (the props the
 * component reads itself, style props included).
 */
export function domProps(component: string, props: Record<string, unknown>, handled: (name: string) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name in props) {
    if (handled(name)) continue;
    if (isDomProp(name)) out[name] = props[name];
    else warnUnsupported(component, name);
  }
  return out;
}
