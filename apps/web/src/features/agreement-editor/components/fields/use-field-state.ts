import type { Agreement, FieldType } from '@signet/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FractionRect, Size } from '../../../../components/draggable-resizable/geometry';
import type { PageSize } from '../../../../components/pdf-viewer/render-window';
import { fieldsFromAgreement, keepKnownFields, newFieldKey, sameFields, signersOf } from '../../lib/field-draft';
import type { DraftField } from '../../lib/field-draft';
import { defaultFieldRect } from '../../lib/field-geometry';
import { frameOf, moveRadioBox, newRadioOptions, radioOptionsOf, reframeRadio } from '../../lib/radio-group';
import type { FieldPatch } from './field-properties';

/** A4, for the moment before a document's sizes are known (never saved as such). */
const FALLBACK_PAGE: Size = { width: 595, height: 842 };

/** The fields being edited, what was last saved, and the choices around them (signer, document, selection). */
export function useFieldState(agreement: Agreement) {
  const { t } = useTranslation();
  const signers = useMemo(() => signersOf(agreement.recipients), [agreement.recipients]);
  const [initial] = useState(() => fieldsFromAgreement(agreement));
  const [fields, setFields] = useState<DraftField[]>(() => keepKnownFields(initial, agreement));
  const [saved, setSaved] = useState<DraftField[]>(initial);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [signerId, setSignerId] = useState(() => String(signers[0]?.recipient.id ?? ''));
  const [documentId, setDocumentId] = useState(() => String(agreement.documents[0]?.id ?? ''));
  const [pdfSizes, setPdfSizes] = useState<ReadonlyMap<string, readonly PageSize[]>>(() => new Map());

  // Read by callbacks that must stay stable while a field moves (the boxes are memoised).
  const latest = useRef(fields);
  useEffect(() => {
    latest.current = fields;
  }, [fields]);

  const dirty = useMemo(() => !sameFields(fields, saved), [fields, saved]);

  /** Points of a page as displayed: the server's record, else what pdf.js reported, else A4. */
  const pageSize = useCallback(
    (docId: string, page: number): Size => {
      const recorded = agreement.documents.find((doc) => String(doc.id) === docId)?.pageSizes[page - 1];
      return recorded ?? pdfSizes.get(docId)?.[page - 1] ?? FALLBACK_PAGE;
    },
    [agreement.documents, pdfSizes],
  );

  const reportPdfSizes = useCallback(
    (sizes: readonly PageSize[]) => setPdfSizes((previous) => (previous.get(documentId) === sizes ? previous : new Map(previous).set(documentId, sizes))),
    [documentId],
  );

  const addField = useCallback(
    (type: FieldType, page: number, centre: { x: number; y: number }): DraftField => {
      const size = pageSize(documentId, page);
      const rect = defaultFieldRect(type, size, centre);
      const optionName = (n: number) => t('fields.options.defaultName', { n });
      const field: DraftField = {
        key: newFieldKey(),
        recipientId: signerId,
        documentId,
        page,
        type,
        ...rect,
        required: type !== 'label',
        label: '',
        // A label is its text: it starts with a word to replace rather than refused empty.
        defaultValue: type === 'label' ? t('fields.properties.labelTextStart') : '',
        readOnly: type === 'label',
        sealKind: null,
        conditionKey: null,
        helpText: '',
        validation: null,
        options:
          type === 'radio'
            ? newRadioOptions(rect, size, [optionName(1), optionName(2)])
            : type === 'dropdown'
              ? [{ value: optionName(1) }, { value: optionName(2) }]
              : null,
        showIf: null,
      };
      setFields((previous) => [...previous, field]);
      setSelectedKey(field.key);
      return field;
    },
    [signerId, documentId, pageSize, t],
  );

  /** Moves a field; for a radio group, one option's box (`option`) or, without one, the whole group. */
  const moveField = useCallback((key: string, rect: FractionRect, option?: number) => {
    setFields((previous) => previous.map((field) => (field.key === key ? moved(field, rect, option) : field)));
  }, []);

  const patchField = useCallback((key: string, patch: FieldPatch) => {
    setFields((previous) => previous.map((field) => (field.key === key ? patched(field, patch) : field)));
  }, []);

  /** Changes several fields at once (a condition also gives its driver a key). */
  const patchFields = useCallback((patches: ReadonlyMap<string, FieldPatch>) => {
    setFields((previous) => previous.map((field) => ({ ...field, ...patches.get(field.key) })));
  }, []);

  /** Removes a field and answers what it was (for the announcement). */
  const removeField = useCallback((key: string): DraftField | undefined => {
    const removed = latest.current.find((field) => field.key === key);
    setFields((previous) => previous.filter((field) => field.key !== key));
    setSelectedKey((selected) => (selected === key ? null : selected));
    return removed;
  }, []);

  const selectField = useCallback(
    (key: string | null) => {
      setSelectedKey(key);
      // Selecting a field makes its signer the one new fields go to.
      const field = key ? latest.current.find((candidate) => candidate.key === key) : undefined;
      if (field) setSignerId(field.recipientId);
    },
    [],
  );

  const selected = fields.find((field) => field.key === selectedKey) ?? null;
  const documentFields = useMemo(() => fields.filter((field) => field.documentId === documentId), [fields, documentId]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const field of fields) map.set(field.recipientId, (map.get(field.recipientId) ?? 0) + 1);
    return map;
  }, [fields]);

  return {
    signers,
    fields,
    documentFields,
    counts,
    dirty,
    selected,
    selectedKey,
    signerId,
    documentId,
    pageSize,
    setSaved,
    setSignerId,
    setDocumentId: (id: string) => {
      setDocumentId(id);
      setSelectedKey(null);
    },
    reportPdfSizes,
    addField,
    moveField,
    patchField,
    patchFields,
    removeField,
    selectField,
  };
}

export type FieldState = ReturnType<typeof useFieldState>;

/** A typed position or size of a radio group carries its boxes along. */
function patched(field: DraftField, patch: FieldPatch): DraftField {
  const next = { ...field, ...patch };
  const reframed = field.type === 'radio' && next.type === 'radio' && !patch.options && ['x', 'y', 'width', 'height'].some((key) => key in patch);
  return reframed ? moved(field, { x: next.x, y: next.y, width: next.width, height: next.height }, undefined) : next;
}

function moved(field: DraftField, rect: FractionRect, option: number | undefined): DraftField {
  if (field.type !== 'radio') return { ...field, ...rect };
  const before = radioOptionsOf(field.options);
  const options = option === undefined ? reframeRadio(before, rect) : moveRadioBox(before, option, rect);
  return { ...field, ...frameOf(options.map((entry) => entry.box)), options };
}
