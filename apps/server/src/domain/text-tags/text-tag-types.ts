import type { FieldType } from '@signet/contracts';
import type { DisplayBox } from '../../pdf/page-geometry.js';

/** A field asked for by a tag written in the document, e.g. `{{Text;role=Client;name=Company;required}}`. */
export interface TextTag {
  /** The tag exactly as the page's text reads, braces included. */
  raw: string;
  type: FieldType;
  /** As written after `role=`: a recipient's role name, or a 1-based recipient number ("1"). */
  role: string;
  /** As written after `name=`: the field's key and label; null when the tag has none. */
  name: string | null;
  required: boolean;
  /** A dropdown's or radio group's choices (`options=a|b|c`), in order. */
  options?: string[];
  /** 1-based page number. */
  page: number;
  /** Where the field goes: the tag text's own box grown to the type's least size (or width=/height=), inside the page. */
  box: DisplayBox;
  /** A radio group's boxes, one per option in order, in a row inside `box`. */
  optionBoxes?: DisplayBox[];
}

/**
 * Why a tag was refused: `unclosed` (no `}}` on its line), `unknown_type`, `missing_role`,
 * `unknown_option` (an option other than role, name, required, optional, options, width, height),
 * `bad_value` (a name that is not a key, a size that is not a positive number of points, options
 * given to a type without choices or fewer than two of them).
 */
export type TextTagProblemKind = 'unclosed' | 'unknown_type' | 'missing_role' | 'unknown_option' | 'bad_value';

export interface TextTagProblem {
  kind: TextTagProblemKind;
  /** The tag's text as found (for an unclosed tag, from `{{` to the end of its line). */
  tag: string;
  /** 1-based page number. */
  page: number;
  /** For the log and the integrator: which part of the tag is wrong. */
  detail: string;
}

export interface TextTagScan {
  /** In page order, then in the order the page's text reads. */
  tags: TextTag[];
  problems: TextTagProblem[];
}
