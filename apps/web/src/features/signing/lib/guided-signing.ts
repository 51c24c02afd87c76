import type { PageSize } from '../../../components/pdf-viewer/render-window';
import { isFilled, isServerFilled, readingOrder, valueProblem } from './field-values';
import { shownFields } from './field-visibility';
import type { FieldValues, SignerDocument, SignerField } from './field-values';

/** A field on a phone is shown at least this tall: its words readable, its box easy to hit. */
export const GUIDED_FIELD_PX = 44;
/** Zooming further loses the sense of where on the page one is. */
export const GUIDED_MAX_ZOOM = 3;

/**
 * How much to enlarge the pages (1 = fitted to the screen's width) so the field is at
 * least GUIDED_FIELD_PX tall on screen.
 */
export function guidedZoom(field: Pick<SignerField, 'height'>, page: PageSize | undefined, fitWidth: number): number {
  if (!page || page.width <= 0 || fitWidth <= 0) return 1;
  const fieldPx = field.height * page.height * (fitWidth / page.width);
  if (fieldPx <= 0) return 1;
  return Math.min(GUIDED_MAX_ZOOM, Math.max(1, Math.round((GUIDED_FIELD_PX / fieldPx) * 100) / 100));
}

/**
 * What Finish waits for, in reading order: the shown required fields still empty, and any shown
 * field whose value breaks the sender's rules (the server would refuse it).
 */
export function missingFields(fields: readonly SignerField[], documents: readonly Pick<SignerDocument, 'id'>[], values: FieldValues): SignerField[] {
  return readingOrder(shownFields(fields, values), documents).filter((field) => {
    const value = values[String(field.id)];
    return valueProblem(field, value) !== null || (field.required && !isServerFilled(field) && !isFilled(field, value));
  });
}
