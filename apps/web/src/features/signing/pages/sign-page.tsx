import { Alert, Box, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorCode, getSignerDocumentFile } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PdfOverlayPages } from '../../../components/pdf-viewer/pdf-overlay-pages';
import type { PageSize } from '../../../components/pdf-viewer/render-window';
import { useContentWidth } from '../../../hooks/use-content-width';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError, type ApiError } from '../../../lib/api/api-error';
import { pdfSource } from '../../../lib/api/file-request';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';
import { useSubmitSignature } from '../api/signer-mutations';
import { OtherActions } from '../components/other-actions';
import { SignActionBar } from '../components/sign-action-bar';
import { fieldElementId, SignField } from '../components/sign-field';
import { SignatureDialog } from '../components/signature-dialog';
import { SignerViewGate } from '../components/signer-view-gate';
import { initialValues, nextField, requiredProgress, submitBody } from '../lib/field-values';
import type { FieldValue, SignerDocument, SignerField } from '../lib/field-values';
import { initialsOf } from '../lib/initials';
import { endsJourney, signErrorPath, signerPath } from '../lib/signer-routes';

/** /sign/:flowSignerId: the pages with this signer's fields, filled one by one, then Finish. */
export function SignPage() {
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (view.me.role === 'viewer' || view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        // The consent comes first, on the start page.
        if (!view.consent.given) return <Navigate to={`/sign/start/${flowSignerId}`} replace />;
        return <SignContent view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}


/** True when a 403's data names an issue with this message. */
function hasIssue(error: ApiError, message: string): boolean {
  return error.dataFor(ErrorCode.ParameterError)?.issues?.some((issue) => issue.message === message) ?? false;
}

/** Scrolls a field into the middle of the view and puts the keyboard on it. */
function focusField(fieldId: string) {
  const element = document.getElementById(fieldElementId(fieldId));
  if (!element) return;
  element.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  const target = element.matches('button') ? element : (element.querySelector<HTMLElement>('input, button') ?? element);
  target.focus({ preventScroll: true });
}

function SignContent({ view, flowSignerId }: { view: SignerView; flowSignerId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useAppStore((state) => state.isMobile);
  const isTablet = useAppStore((state) => state.isTablet);
  const name = view.agreement.subject || view.agreement.name;
  usePageTitle(t('signing.sign.title', { name }));

  const [values, setValues] = useState<Record<string, FieldValue>>(() => initialValues(view.fields));
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [dialogField, setDialogField] = useState<SignerField | null>(null);
  const [missing, setMissing] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const submit = useSubmitSignature(flowSignerId);

  const width = useContentWidth(scroller);
  const padding = isMobile ? 8 : 24;
  const pageWidth = Math.min(width - padding * 2, 980);
  const today = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date()), [i18n.language]);
  const { done, total } = requiredProgress(view.fields, values);
  const canFinish = done === total;
  const upcoming = nextField(view.fields, view.documents, values, currentId);

  const byPage = useMemo(() => {
    const map = new Map<string, SignerField[]>();
    for (const field of view.fields) {
      const key = `${String(field.documentId)}:${field.page}`;
      map.set(key, [...(map.get(key) ?? []), field]);
    }
    return map;
  }, [view.fields]);

  const onChange = useCallback((fieldId: string, value: FieldValue) => setValues((previous) => ({ ...previous, [fieldId]: value })), []);
  const onFocusField = useCallback((fieldId: string) => setCurrentId(fieldId), []);
  const onOpenImage = useCallback((field: SignerField) => setDialogField(field), []);

  const goNext = () => {
    if (upcoming) focusField(String(upcoming.id));
    else finishRef.current?.focus();
  };

  const adopt = (image: string, forAll: boolean) => {
    if (!dialogField) return;
    const targets = forAll ? view.fields.filter((field) => field.type === dialogField.type) : [dialogField];
    setValues((previous) => {
      const next = { ...previous };
      for (const field of targets) next[String(field.id)] = { image };
      return next;
    });
    setDialogField(null);
  };

  const finish = () => {
    setMissing(false);
    submit.mutate(submitBody(view.fields, values), {
      onSuccess: () => void navigate(`/sign/finish/${flowSignerId}`, { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return;
        if (endsJourney(error.code)) void navigate(signErrorPath(error.code), { replace: true });
        else if (error.code === ErrorCode.NotYourTurn) void navigate(`/sign/start/${flowSignerId}`, { replace: true });
        else if (error.dataFor(ErrorCode.ParameterError)?.missingFieldIds) setMissing(true);
      },
    });
  };

  const submitError = (() => {
    if (!submit.error || missing) return missing ? t('signing.sign.missingFields') : null;
    const code = isApiError(submit.error) ? submit.error.code : ErrorCode.InternalError;
    if (isApiError(submit.error) && hasIssue(submit.error, 'signature_image_invalid')) return t('signing.sign.imageRefused');
    return errorMessageOrGeneric(code);
  })();

  const nameSuggestion = (Object.entries(values).find(([id]) => view.fields.find((field) => String(field.id) === id)?.type === 'name')?.[1].text ?? '').trim() || view.me.name;
  const bottomBar = isTablet;
  const bar = (
    <SignActionBar
      done={done}
      total={total}
      canFinish={canFinish}
      finishing={submit.isPending}
      hasNext={upcoming !== null}
      onNext={goNext}
      onFinish={finish}
      finishRef={finishRef}
      bottom={bottomBar}
    />
  );

  return (
    <Box h="calc(100dvh - 57px)" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box px={isMobile ? 'sm' : 'lg'} py="xs" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0, flex: bottomBar ? 1 : '0 1 34%' }}>
            <Title order={1} fz={isMobile ? 16 : 18} lineClamp={1}>
              {name}
            </Title>
            <Text size="xs" c="dimmed" truncate>
              {view.sender.name} · {view.sender.email}
            </Text>
          </Stack>
          {!bottomBar && <Box style={{ flex: 1 }}>{bar}</Box>}
          <OtherActions flowSignerId={flowSignerId} compact={isMobile} />
        </Group>
      </Box>
      {submitError && (
        <Alert color="red" variant="light" role="alert" radius={0} py="xs">
          {submitError}
        </Alert>
      )}
      <Box ref={setScroller} bg="var(--mantine-color-gray-2)" style={{ flex: 1, overflow: 'auto', minHeight: 0 }} px={padding} py="md">
        <Stack gap="xl" align="center">
          {view.documents.map((document) => (
            <DocumentPages
              key={String(document.id)}
              flowSignerId={flowSignerId}
              document={document}
              scroller={scroller}
              width={pageWidth}
              showName={view.documents.length > 1}
              renderFields={(page, pagePx) =>
                byPage.get(`${String(document.id)}:${page}`)?.map((field) => (
                  <SignField
                    key={String(field.id)}
                    field={field}
                    value={values[String(field.id)]}
                    heightPx={field.height * pagePx.height}
                    active={currentId === String(field.id)}
                    email={view.me.email}
                    today={today}
                    onOpenImage={onOpenImage}
                    onChange={onChange}
                    onFocusField={onFocusField}
                  />
                ))
              }
            />
          ))}
        </Stack>
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
        <SignatureDialog
          opened
          kind={dialogField.type === 'initials' ? 'initials' : 'signature'}
          suggestion={dialogField.type === 'initials' ? initialsOf(nameSuggestion) : nameSuggestion}
          offerForAll={view.fields.filter((field) => field.type === dialogField.type).length > 1}
          onClose={() => setDialogField(null)}
          onAdopt={adopt}
        />
      )}
    </Box>
  );
}

interface DocumentPagesProps {
  flowSignerId: string;
  document: SignerDocument;
  scroller: HTMLElement | null;
  width: number;
  showName: boolean;
  renderFields: (page: number, pagePx: PageSize) => ReactNode;
}

function DocumentPages({ flowSignerId, document, scroller, width, showName, renderFields }: DocumentPagesProps) {
  const { t } = useTranslation();
  const source = useMemo(() => pdfSource(getSignerDocumentFile, { params: { flowSignerId: flowSignerId, documentId: document.id } }), [flowSignerId, document.id]);
  return (
    <Stack gap="xs" component="section" aria-label={t('signing.sign.documentPages', { name: document.name })} w="100%" align="center">
      {showName && (
        <Text fw={600} size="sm" c="dimmed" w={width} maw="100%">
          {document.name}
        </Text>
      )}
      <PdfOverlayPages
        source={source}
        pageSizes={document.pageSizes}
        scroller={scroller}
        width={width}
        renderOverlay={renderFields}
        pageLabel={(page) => `${document.name}, ${t('signing.sign.pageLabel', { n: page })}`}
      />
    </Stack>
  );
}
