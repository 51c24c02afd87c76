import { Stack } from '@mantine/core';
import type { SignerView } from '@signet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readingOrder } from '../lib/field-values';
import { prefilledBefore, recipientNames } from '../lib/route-story';
import type { FieldValue, FieldValues, SignerField } from '../lib/field-values';
import type { RichFieldKit } from '../lib/rich-field-kit';
import { SignField } from './sign-field';
import { SignerDocumentPages } from './signer-document-pages';

interface SignerFieldPagesProps {
  view: SignerView;
  /** The fields shown now: a field hidden by its condition is not drawn. */
  fields: readonly SignerField[];
  problemOf: (field: SignerField) => string | null;
  kit: RichFieldKit;
  flowSignerId: string;
  scroller: HTMLElement | null;
  /** Page width on screen (the fitted width times the phone's zoom). */
  width: number;
  zoom: number;
  values: FieldValues;
  currentId: string | null;
  guided: boolean;
  locked: boolean;
  onOpenImage: (field: SignerField) => void;
  onChange: (fieldId: string, value: FieldValue) => void;
  onFocusField: (fieldId: string) => void;
  onSelectField: (fieldId: string) => void;
  onLocked: () => void;
  onDone: (fieldId: string, values: Record<string, FieldValue>) => void;
}

/** Every document's pages with the signer's fields on top, placed page by page. */
export function SignerFieldPages({ view, fields, problemOf, kit, flowSignerId, scroller, width, zoom, values, currentId, guided, locked, ...handlers }: SignerFieldPagesProps) {
  const { t, i18n } = useTranslation();
  const names = useMemo(() => recipientNames(view), [view]);
  const readOnlyText = prefilledBefore(view) ? t('signing.sign.readOnlyBefore') : t('signing.sign.readOnly');
  // Only when a date is shown: a phone's first Intl.DateTimeFormat costs about 40 ms of the page's start.
  const showsDate = fields.some((field) => field.type === 'date_signed');
  const today = useMemo(() => (showsDate ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date()) : ''), [showsDate, i18n.language]);
  // Page by page in reading order, so Tab walks the fields as the eye reads them.
  const byPage = useMemo(() => {
    const map = new Map<string, SignerField[]>();
    for (const field of readingOrder(fields, view.documents)) {
      const key = `${String(field.documentId)}:${field.page}`;
      map.set(key, [...(map.get(key) ?? []), field]);
    }
    return map;
  }, [fields, view.documents]);

  return (
    <Stack gap="xl" style={{ alignItems: 'safe center' }}>
      {view.documents.map((document) => (
        <SignerDocumentPages
          key={String(document.id)}
          flowSignerId={flowSignerId}
          document={document}
          scroller={scroller}
          width={width}
          maxZoom={1.5 * zoom}
          showName={view.documents.length > 1}
          renderFields={(page, pagePx) =>
            byPage.get(`${String(document.id)}:${page}`)?.map((field) => (
              <SignField
                key={String(field.id)}
                field={field}
                kit={kit}
                problem={problemOf(field)}
                value={values[String(field.id)]}
                heightPx={field.height * pagePx.height}
                widthPx={field.width * pagePx.width}
                active={currentId === String(field.id)}
                email={view.me.email}
                today={today}
                guided={guided}
                locked={locked}
                forName={field.forRecipient === undefined ? undefined : names.get(String(field.forRecipient))}
                readOnlyText={readOnlyText}
                {...handlers}
              />
            ))
          }
        />
      ))}
    </Stack>
  );
}
