/** The agreement an action applies to: enough to call the API, name it and reopen its draft. */
export interface ActionTarget {
  id: bigint | string;
  name: string;
  /** The creation step a draft was saved from; unknown for a list row. */
  draftStep?: number;
}
