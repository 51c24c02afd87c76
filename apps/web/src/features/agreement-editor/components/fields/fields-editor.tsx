import { DndContext, DragOverlay, MouseSensor, TouchSensor, pointerWithin, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { snapCenterToCursor } from '@dnd-kit/modifiers';
import { Alert, Paper, Text } from '@mantine/core';
import { holdsFields, type Agreement, type DraftProblem, type FieldType } from '@signet/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../../lib/state/app-store';
import { useUnsavedChangesGuardWithBypass } from '../../hooks/use-unsaved-changes-guard';
import { DraftChangedModal } from '../draft-changed-modal';
import { fieldsCheck } from '../../lib/field-draft';
import { pointOnPage, visibleCentre } from '../../lib/field-geometry';
import type { Box } from '../../lib/field-geometry';
import { fieldDomId } from './field-box';
import type { PageDropData } from './field-page';
import type { PaletteDragData } from './field-palette';
import { FieldTypeIcon } from './field-type-icon';
import { FieldsLayout } from './fields-layout';
import { useFieldState } from './use-field-state';
import { useSaveFields } from './use-save-fields';
import { problemMessage } from '../../../../lib/i18n/problem-message';

/** Step 2 for one loaded draft; a reload after 7026 starts it over (new key). */
export function FieldsEditor({ agreement }: { agreement: Agreement }) {
  const [generation, setGeneration] = useState(0);
  return <FieldsEditorSession key={generation} agreement={agreement} onReloaded={() => setGeneration((n) => n + 1)} />;
}

const boxOf = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
};

/** The pointer's position at the end of a drag: where it started plus how far it went. */
function pointerAt(event: DragEndEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  const origin =
    'touches' in start && (start as TouchEvent).touches.length > 0
      ? { x: (start as TouchEvent).touches[0]?.clientX ?? 0, y: (start as TouchEvent).touches[0]?.clientY ?? 0 }
      : 'clientX' in start
        ? { x: (start as MouseEvent).clientX, y: (start as MouseEvent).clientY }
        : null;
  return origin ? { x: origin.x + event.delta.x, y: origin.y + event.delta.y } : null;
}

function FieldsEditorSession({ agreement, onReloaded }: { agreement: Agreement; onReloaded: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flowId = String(agreement.id);
  const state = useFieldState(agreement);
  const { save, issues, saving, draftChanged, closeDraftChanged, reload } = useSaveFields(flowId);
  // A problem shows until the fields change (it was about those fields).
  const [checked, setChecked] = useState<{ problem: DraftProblem; fields: unknown } | null>(null);
  const [dragType, setDragType] = useState<FieldType | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusKey = useRef<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const scroller = useRef<HTMLDivElement | null>(null);
  const isTablet = useAppStore((s) => s.isTablet);

  const saveNow = async (draftStep: 2 | 3, toast: boolean) => {
    const snapshot = state.fields;
    const result = await save(snapshot, draftStep, { toast });
    if (result) state.setSaved(snapshot);
    return result !== null;
  };
  const { dialog, leaveWithoutPrompt } = useUnsavedChangesGuardWithBypass({ dirty: state.dirty, onSave: () => saveNow(2, false) });

  const problem = checked && checked.fields === state.fields ? checked.problem : null;

  // A refused save opens the first field it names, where the messages show.
  const { selectField } = state;
  useEffect(() => {
    const first = issues.keys().next().value;
    if (first !== undefined) selectField(first);
  }, [issues, selectField]);

  // A field added by click or key takes the focus, so arrows move it at once.
  useEffect(() => {
    if (!focusKey.current) return;
    const element = document.getElementById(fieldDomId(focusKey.current));
    if (!element) return;
    focusKey.current = null;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [state.fields]);

  const added = (type: FieldType, page: number) => setAnnouncement(t('fields.added', { type: t(`fields.type.${type}`), page }));

  /** Click, tap or Enter on a palette item: the middle of what shows of the page in view. */
  const addInView = (type: FieldType) => {
    const viewport = scroller.current;
    let best: { page: number; centre: { x: number; y: number }; area: number } | null = null;
    if (viewport) {
      const view = boxOf(viewport);
      for (const element of viewport.querySelectorAll<HTMLElement>('[data-field-page]')) {
        const page = boxOf(element);
        const centre = visibleCentre(page, view);
        if (!centre) continue;
        const area = (Math.min(page.top + page.height, view.top + view.height) - Math.max(page.top, view.top)) * page.width;
        if (!best || area > best.area) best = { page: Number(element.dataset.fieldPage), centre, area };
      }
    }
    const page = best?.page ?? 1;
    const field = state.addField(type, page, best?.centre ?? { x: 0.5, y: 0.5 });
    focusKey.current = field.key;
    added(type, page);
  };

  const onDragStart = (event: DragStartEvent) => setDragType((event.active.data.current as PaletteDragData | undefined)?.fieldType ?? null);

  const onDragEnd = (event: DragEndEvent) => {
    setDragType(null);
    const type = (event.active.data.current as PaletteDragData | undefined)?.fieldType;
    const target = event.over?.data.current as PageDropData | undefined;
    const pointer = pointerAt(event);
    if (!type || !target || !pointer) return;
    const element = document.querySelector(`[data-document-id="${target.documentId}"][data-field-page="${target.page}"]`);
    if (!element) return;
    const field = state.addField(type, target.page, pointOnPage(pointer, boxOf(element)));
    focusKey.current = field.key;
    added(type, target.page);
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short hold starts a drag on touch, so a swipe still scrolls the palette.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );

  const onContinue = async () => {
    const found = fieldsCheck(agreement.recipients, state.fields, { template: Boolean(agreement.template) });
    if (found) {
      setChecked({ problem: found, fields: state.fields });
      const recipient = [...agreement.recipients].sort((a, b) => a.order - b.order)[found.recipientIndex ?? -1];
      if (recipient && holdsFields(recipient.role)) state.setSignerId(String(recipient.id));
      // A field that needs a value is selected, so its properties (where the value goes) open.
      const field = state.fields[found.fieldIndexes?.[0] ?? -1];
      if (field) state.selectField(field.key);
      return;
    }
    setContinuing(true);
    const ok = await saveNow(3, false);
    setContinuing(false);
    if (ok) leaveWithoutPrompt(() => void navigate(`/flow/create/step3/${flowId}`));
  };

  const { removeField: remove } = state;
  const removeField = useCallback(
    (key: string) => {
      const field = remove(key);
      if (field) setAnnouncement(t('fields.removed', { type: t(`fields.type.${field.type}`) }));
    },
    [remove, t],
  );

  const problemAlert = problem && (
    <Alert color="red" role="alert" variant="light" data-testid="fields-problem">
      {/* Any problem key; typed as the one with a number so the count always goes in. */}
      {problemMessage(t, problem)}
    </Alert>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragType(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t('fields.paletteHint') },
        announcements: {
          onDragStart: () => undefined,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => undefined,
        },
      }}
    >
      <FieldsLayout
        agreement={agreement}
        state={state}
        compact={isTablet}
        scrollerRef={(element) => {
          scroller.current = element;
        }}
        onAdd={addInView}
        onRemove={removeField}
        problem={problemAlert}
        issues={issues}
        saving={saving && !continuing}
        continuing={continuing}
        onBack={() => void navigate(`/flow/create/step1/${flowId}`)}
        onSaveDraft={() => void saveNow(2, true)}
        onContinue={() => void onContinue()}
      />
      <DragOverlay modifiers={[snapCenterToCursor]} dropAnimation={null}>
        {dragType && (
          <Paper shadow="md" withBorder px="sm" py={6} radius="sm" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', cursor: 'grabbing', whiteSpace: 'nowrap' }}>
            <FieldTypeIcon type={dragType} size={16} />
            <Text size="sm" fw={600}>
              {t(`fields.type.${dragType}`)}
            </Text>
          </Paper>
        )}
      </DragOverlay>
      <div aria-live="polite" className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {announcement}
      </div>
      {dialog}
      <DraftChangedModal
        opened={draftChanged}
        onClose={closeDraftChanged}
        onReload={() =>
          void reload().then(onReloaded)
        }
      />
    </DndContext>
  );
}
