import type { PageSize } from '../../../components/pdf-viewer/render-window';
import { isFilled, isServerFilled, readingOrder } from './field-values';
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

/** The required fields still empty, in reading order: what Finish waits for. */
export function missingFields(fields: readonly SignerField[], documents: readonly Pick<SignerDocument, 'id'>[], values: FieldValues): SignerField[] {
  return readingOrder(fields, documents).filter((field) => field.required && !isServerFilled(field) && !isFilled(field, values[String(field.id)]));
}
