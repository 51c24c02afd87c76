import { Alert, Box } from '@mantine/core';
import { ErrorCode } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContentWidth } from '../../../hooks/use-content-width';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useAppStore } from '../../../lib/state/app-store';
import { useSubmitSignature } from '../api/signer-mutations';
import { useConsentStep } from '../hooks/use-consent-step';
import { guidedZoom, missingFields } from '../lib/guided-signing';
import { initialValues, isServerFilled, nextField, readingOrder, requiredProgress, submitBody, takesImage, valueProblem } from '../lib/field-values';
import { problemText } from '../lib/field-display';
import { shownFields } from '../lib/field-visibility';
import { richFieldKit } from '../lib/rich-field-kit';
import { loadFieldWords } from '../lib/rich-field-messages';
import type { FieldValue, FieldValues, SignerField } from '../lib/field-values';
import { initialsOf } from '../../../components/signature-pad/initials';
import { recipientNames, routeStory } from '../lib/route-story';
import { actOf } from '../lib/signer-role';
import { pathAfterRefusal } from '../lib/signer-routes';
import { submitErrorText } from '../lib/submit-error';
import { ConsentBar } from './consent-bar';
import { DeclineModal } from './decline-modal';
import { GuidedInput } from './guided-input';
import { OtherActions } from './other-actions';
import { SignActionBar } from './sign-action-bar';
import { fieldElementId, isRichField, showField } from './sign-field';
import { SignHeader } from './sign-header';
import { LazySignatureDialog, preloadSignatureDialog } from './lazy-signature-dialog';
import { LazyCompanySealPanel } from './lazy-company-seal-panel';
import { showSealPanel, signsForCompany, withSealFace } from '../lib/company-party';
import { SignerFieldPages } from './signer-field-pages';

// The route band shows only on agreements of several steps: its code loads only for them.
const RouteBand = lazy(async () => ({ default: (await import('./route-summary')).RouteBand }));

const TITLE = { sign: 'signing.sign.title', approve: 'signing.sign.titleApprove', fill: 'signing.sign.titleFill' } as const;

/**
 * Where a recipient signs (an approver approves, a filler fills in for later recipients):
 * the document itself from the first moment, the consent as a slim bar above it, where
 * they are in the route, the fields on the pages, and the guided Next field / Finish. On
 * a phone each field is zoomed to and filled through one large input at the bottom.
 */
export function SigningWorkspace({ view, flowSignerId }: { view: SignerView; flowSignerId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useAppStore((state) => state.isMobile);
  const isTablet = useAppStore((state) => state.isTablet);
  const act = actOf(view.me.role);
  usePageTitle(t(TITLE[act], { name: view.agreement.subject || view.agreement.name }));
  const story = useMemo(() => routeStory(view), [view]);
  const forNames = useMemo(() => recipientNames(view), [view]);
  const [declining, setDeclining] = useState(false);

  const [typed, setValues] = useState<Record<string, FieldValue>>(() => initialValues(view.fields));
  // A company party (issue 34): their seal fields show the seal applied in the seal panel.
  const party = signsForCompany(view);
  const [sealFace, setSealFace] = useState<string | null>(null);
  const values = useMemo(() => (party ? withSealFace(typed, view.fields, sealFace) : typed), [party, typed, view.fields, sealFace]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [dialogField, setDialogField] = useState<SignerField | null>(null);
  const [adopted, setAdopted] = useState<Partial<Record<'signature' | 'initials', string>>>({});
  const [missingTried, setMissingTried] = useState(false);
  const [serverMissing, setServerMissing] = useState(false);
  const [zoom, setZoom] = useState(1);
  // Once a field has been visited the guided button reads "Next field" rather than "Start".
  const [started, setStarted] = useState(false);
  if (currentId !== null && !started) setStarted(true);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const guidedRef = useRef<HTMLElement>(null);
  const submit = useSubmitSignature(flowSignerId);
  const consentStep = useConsentStep(flowSignerId, finishRef);
  const consented = view.consent.given;
  const guided = isMobile;
  useEffect(() => {
    if (consented) preloadSignatureDialog();
  }, [consented]);
  // The words of issue 36's types and rules, before a value needs them.
  useEffect(() => {
    if (view.fields.some((field) => isRichField(field) || field.validation)) void loadFieldWords();
  }, [view.fields]);
  const kit = useMemo(() => richFieldKit(t, i18n.language, flowSignerId), [t, i18n.language, flowSignerId]);

  const width = useContentWidth(scroller);
  const padding = isMobile ? 8 : 24;
  const fitWidth = Math.min(width - padding * 2, 980);
  const pageWidth = Math.round(fitWidth * zoom);
  const { done, total } = requiredProgress(view.fields, values);
  // Fields hidden by their condition are neither drawn nor visited (issue 36).
  const shown = useMemo(() => shownFields(view.fields, values), [view.fields, values]);
  const problemOf = (field: SignerField) => {
    const problem = valueProblem(field, values[String(field.id)]);
    return problem ? problemText(problem, t) : null;
  };
  const canFinish = done === total && !shown.some((field) => problemOf(field) !== null);
  const upcoming = nextField(view.fields, view.documents, values, currentId);
  const fillable = useMemo(() => readingOrder(shown, view.documents).filter((field) => !isServerFilled(field)), [shown, view.documents]);
  const current = fillable.find((field) => String(field.id) === currentId) ?? null;

  const missingText = (() => {
    if (!(missingTried || serverMissing) || canFinish) return null;
    const missing = missingFields(view.fields, view.documents, values);
    if (missing.some((field) => field.type === 'company_seal')) return t('seals.field.applyFirst');
    const list = missing.slice(0, 3).map((field) => t('signing.sign.missingItem', { type: field.label || t(`fields.type.${field.type}`), page: field.page }));
    return t('signing.sign.stillMissing', { count: missing.length, list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing.length > 3 ? [...list, '…'] : list) });
  })();

  /** Makes a field the current one: on a phone it is zoomed to and edited at the bottom; elsewhere the keyboard goes to it. */
  const goTo = useCallback(
    (field: SignerField, focus: boolean) => {
      // A seal is applied in the seal panel, not in the field.
      if (field.type === 'company_seal') return showSealPanel();
      setCurrentId(String(field.id));
      if (guided) {
        const document = view.documents.find((candidate) => candidate.id === field.documentId);
        setZoom(guidedZoom(field, document?.pageSizes[field.page - 1], fitWidth));
      } else showField(String(field.id), focus);
    },
    [guided, view.documents, fitWidth],
  );

  // A phone shows the current field once the zoomed pages are laid out.
  useEffect(() => {
    if (!guided || !currentId) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => showField(currentId, false)));
    return () => cancelAnimationFrame(frame);
  }, [guided, currentId, zoom]);

  const goNext = () => {
    if (!consented) return consentStep.ask();
    if (upcoming) {
      goTo(upcoming, true);
      if (guided) requestAnimationFrame(() => guidedRef.current?.focus({ preventScroll: true }));
    } else finishRef.current?.focus();
  };

  const onChange = useCallback((fieldId: string, value: FieldValue) => setValues((previous) => ({ ...previous, [fieldId]: value })), []);
  // Focus only marks the field: zooming under a finger that is still pressing would move the page away from the tap.
  const onFocusField = useCallback((fieldId: string) => setCurrentId(fieldId), []);
  /** A phone's tap on a text field on the page: zoom to it and edit it in the large input below. */
  const onSelectField = useCallback(
    (fieldId: string) => {
      const field = fillable.find((candidate) => String(candidate.id) === fieldId);
      if (!field) return;
      goTo(field, false);
      requestAnimationFrame(() => requestAnimationFrame(() => guidedRef.current?.focus({ preventScroll: true })));
    },
    [fillable, goTo],
  );

  /** After a field is filled the keyboard moves on: to the next open field, or to Finish. */
  const moveOnFrom = (fieldId: string, nextValues: FieldValues) => {
    const following = nextField(view.fields, view.documents, party ? withSealFace(nextValues, view.fields, sealFace) : nextValues, fieldId);
    requestAnimationFrame(() => {
      if (following) {
        goTo(following, true);
        if (guided) requestAnimationFrame(() => guidedRef.current?.focus({ preventScroll: true }));
      }
      else {
        setCurrentId(null);
        setZoom(1);
        finishRef.current?.focus();
      }
    });
  };

  const onOpenImage = useCallback(
    (field: SignerField) => {
      if (field.type === 'company_seal') return showSealPanel();
      const kind = field.type === 'initials' ? 'initials' : 'signature';
      const reuse = adopted[kind];
      setCurrentId(String(field.id));
      // A signature adopted once goes on every further field of its kind with one tap.
      if (reuse && !values[String(field.id)]?.image) {
        const nextValues = { ...values, [String(field.id)]: { image: reuse } };
        setValues(nextValues);
        if (!guided) moveOnFrom(String(field.id), nextValues);
        return;
      }
      setDialogField(field);
    },
    // moveOnFrom reads the same state the deps name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [adopted, values, guided],
  );

  const adopt = (image: string, forAll: boolean) => {
    if (!dialogField) return;
    const kind = dialogField.type === 'initials' ? 'initials' : 'signature';
    const targets = forAll ? view.fields.filter((field) => field.type === dialogField.type && !field.readOnly) : [dialogField];
    const nextValues = { ...values };
    for (const field of targets) nextValues[String(field.id)] = { image };
    setValues(nextValues);
    setAdopted((previous) => ({ ...previous, [kind]: image }));
    setDialogField(null);
    moveOnFrom(String(dialogField.id), nextValues);
  };

  const finish = () => {
    if (!consented) return consentStep.ask();
    if (!canFinish) return setMissingTried(true);
    setServerMissing(false);
    submit.mutate(submitBody(view.fields, values), {
      onSuccess: () => void navigate(`/sign/finish/${flowSignerId}`, { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return;
        const path = pathAfterRefusal(error.code, flowSignerId);
        if (path) void navigate(path, { replace: true });
        else if (error.dataFor(ErrorCode.ParameterError)?.missingFieldIds) setServerMissing(true);
      },
    });
  };

  const submitError = submit.error && !serverMissing ? submitErrorText(submit.error, t) : null;

  const nameSuggestion = (Object.entries(values).find(([id]) => view.fields.find((field) => String(field.id) === id)?.type === 'name')?.[1].text ?? '').trim() || view.me.name;
  const bottomBar = isTablet;
  const bar = (
    <SignActionBar
      act={act}
      onReject={act === 'approve' ? () => setDeclining(true) : undefined}
      done={done}
      total={total}
      canFinish={canFinish}
      finishing={submit.isPending}
      hasNext={upcoming !== null}
      started={started}
      onNext={goNext}
      onFinish={finish}
      finishRef={finishRef}
      missing={missingText}
      bottom={bottomBar}
    >
      {guided && current && consented && current.type !== 'company_seal' && (
        <GuidedInput
          key={String(current.id)}
          field={current}
          value={values[String(current.id)]}
          kit={kit}
          problem={problemOf(current)}
          position={fillable.indexOf(current) + 1}
          count={fillable.length}
          forName={current.forRecipient === undefined ? undefined : forNames.get(String(current.forRecipient))}
          zoomed={zoom > 1}
          onChange={onChange}
          onOpenImage={onOpenImage}
          onFit={() => setZoom(1)}
          onDone={(id) => moveOnFrom(id, values)}
          inputRef={guidedRef}
        />
      )}
    </SignActionBar>
  );

  return (
    <Box h="calc(100dvh - 57px)" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <SignHeader
        view={view}
        act={act}
        compact={isMobile}
        actions={bottomBar ? undefined : bar}
        otherActions={<OtherActions flowSignerId={flowSignerId} documents={view.documents} act={act} onDecline={() => setDeclining(true)} compact={isMobile} />}
      />
      {story && (
        <Suspense fallback={null}>
          <RouteBand story={story} compact={isMobile} />
        </Suspense>
      )}
      {!consented && (
        <ConsentBar saving={consentStep.saving} failed={consentStep.failed} prompted={consentStep.prompted} onAgree={consentStep.agree} checkboxRef={consentStep.checkboxRef} />
      )}
      {submitError && (
        <Alert color="red" variant="light" role="alert" radius={0} py="xs">
          {submitError}
        </Alert>
      )}
      {/* With no field to tab to (an approver's), the pages themselves take the keyboard, to scroll. */}
      <Box
        ref={setScroller}
        bg="var(--mantine-color-gray-2)"
        style={{ flex: 1, overflow: 'auto', minHeight: 0 }}
        px={padding}
        py="md"
        {...(fillable.length === 0 ? { tabIndex: 0, role: 'region', 'aria-label': t('signing.common.documents') } : {})}
      >
        {party && <LazyCompanySealPanel flowSignerId={flowSignerId} onSealed={setSealFace} />}
        <SignerFieldPages
          view={view}
          fields={shown}
          problemOf={problemOf}
          kit={kit}
          flowSignerId={flowSignerId}
          scroller={scroller}
          width={pageWidth}
          zoom={zoom}
          values={values}
          currentId={currentId}
          guided={guided}
          locked={!consented}
          onOpenImage={onOpenImage}
          onChange={onChange}
          onFocusField={onFocusField}
          onSelectField={onSelectField}
          onLocked={consentStep.ask}
          onDone={(id, patch) => moveOnFrom(id, { ...values, ...patch })}
        />
      </Box>
      {bottomBar && (
        <Box
          px="sm"
          pt="xs"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingBottom: 'max(var(--mantine-spacing-xs), env(safe-area-inset-bottom))' }}
        >
          {bar}
        </Box>
      )}
      {dialogField && (
        <LazySignatureDialog
          opened
          kind={dialogField.type === 'initials' ? 'initials' : 'signature'}
          suggestion={dialogField.type === 'initials' ? initialsOf(nameSuggestion) : nameSuggestion}
          offerForAll={view.fields.filter((field) => field.type === dialogField.type && takesImage(field) && !field.readOnly).length > 1}
          keptFor={{ flowSignerId, email: view.me.email }}
          onClose={() => {
            const id = String(dialogField.id);
            setDialogField(null);
            // Back to the field it was opened from, not the top of the page.
            requestAnimationFrame(() => (guided ? guidedRef.current : document.getElementById(fieldElementId(id)))?.focus({ preventScroll: true }));
          }}
          onAdopt={adopt}
        />
      )}
      <DeclineModal flowSignerId={flowSignerId} act={act} opened={declining} onClose={() => setDeclining(false)} />
    </Box>
  );
}
