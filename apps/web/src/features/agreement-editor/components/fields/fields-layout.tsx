import { ActionIcon, Box, Button, Divider, Drawer, Group, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import type { Agreement, FieldType } from '@signet/contracts';
import { IconArrowLeft, IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTypesFor, recipientLabel } from '../../lib/field-draft';
import { signerColor } from '../../lib/signer-colors';
import type { FieldSaveIssue } from '../../lib/field-save-issues';
import { FieldPages } from './field-pages';
import type { SignerLook } from './field-pages';
import { FieldPalette } from './field-palette';
import { FieldProperties } from './field-properties';
import { FieldTypeIcon } from './field-type-icon';
import { SignerPicker } from './signer-picker';
import type { FieldState } from './use-field-state';

export interface FieldsLayoutProps {
  agreement: Agreement;
  state: FieldState;
  /** Phone and small tablet: tools in a bar above the pages, properties in a bottom sheet. */
  compact: boolean;
  scrollerRef: (element: HTMLDivElement | null) => void;
  onAdd: (type: FieldType) => void;
  onRemove: (key: string) => void;
  problem: ReactNode;
  /** What the server refused at the last save, by field key. */
  issues: ReadonlyMap<string, FieldSaveIssue[]>;
  saving: boolean;
  continuing: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
  onContinue: () => void;
}

/** Wider than the steps' column on a desktop: three panels need the room. */
const WIDE = 'min(1400px, calc(100vw - 48px))';

export function FieldsLayout(props: FieldsLayoutProps) {
  const { agreement, state, compact, scrollerRef, onRemove, problem } = props;
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);

  const looks = useMemo(() => {
    const map = new Map<string, SignerLook>();
    for (const { recipient, signerIndex } of state.signers) map.set(String(recipient.id), { name: recipientLabel(recipient), color: signerColor(signerIndex) });
    return map;
  }, [state.signers]);
  const activeSigner = state.signers.find((entry) => String(entry.recipient.id) === state.signerId);
  const activeColor = signerColor(activeSigner?.signerIndex ?? 0);
  const paletteTypes = fieldTypesFor(activeSigner?.recipient);
  const document = agreement.documents.find((doc) => String(doc.id) === state.documentId) ?? agreement.documents[0];
  const selected = state.selected;

  const documentPicker = agreement.documents.length > 1 && (
    <Select
      label={compact ? undefined : t('fields.document')}
      aria-label={t('fields.documentPicker')}
      data={agreement.documents.map((doc) => ({
        value: String(doc.id),
        label: `${doc.name} · ${t('fields.fieldCount', { count: state.fields.filter((field) => field.documentId === String(doc.id)).length })}`,
      }))}
      value={state.documentId}
      allowDeselect={false}
      onChange={(value) => value && state.setDocumentId(value)}
      data-testid="document-picker"
    />
  );

  const pages = document && (
    <FieldPages
      key={String(document.id)}
      flowId={String(agreement.id)}
      document={document}
      fields={state.documentFields}
      signers={looks}
      selectedKey={state.selectedKey}
      onSelect={state.selectField}
      onChange={state.moveField}
      onDelete={onRemove}
      scrollerRef={scrollerRef}
      onPageSizes={state.reportPdfSizes}
    />
  );

  const properties = selected && (
    <FieldProperties
      field={selected}
      fields={state.fields}
      pageSize={state.pageSize(selected.documentId, selected.page)}
      signers={state.signers}
      issues={props.issues.get(selected.key) ?? []}
      onChange={(patch) => state.patchField(selected.key, patch)}
      onChanges={state.patchFields}
      onDelete={() => {
        setSheetOpen(false);
        onRemove(selected.key);
      }}
    />
  );

  const picker = (
    <SignerPicker signers={state.signers} value={state.signerId} onChange={state.setSignerId} counts={state.counts} compact={compact} />
  );

  if (compact) {
    return (
      <Stack gap="sm">
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            {picker}
            <FieldPalette types={paletteTypes} color={activeColor} compact onAdd={props.onAdd} />
          </Stack>
        </Paper>
        {documentPicker}
        <Paper withBorder radius="md" h="min(68dvh, 720px)" mih={380} style={{ overflow: 'hidden' }}>
          {pages}
        </Paper>
        {selected && (
          <Paper withBorder radius="md" px="sm" py={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <FieldTypeIcon type={selected.type} />
                <Text size="sm" truncate>
                  {t(`fields.type.${selected.type}`)} · {looks.get(selected.recipientId)?.name}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setSheetOpen(true)}>
                  {t('fields.properties.edit')}
                </Button>
                <ActionIcon size="lg" variant="subtle" color="red" aria-label={t('fields.properties.delete')} onClick={() => onRemove(selected.key)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        )}
        {problem}
        <StepActions {...props} />
        <Drawer
          opened={sheetOpen && selected !== null}
          onClose={() => setSheetOpen(false)}
          position="bottom"
          size="auto"
          title={t('fields.properties.title')}
          styles={{ content: { borderTopLeftRadius: 16, borderTopRightRadius: 16, height: 'auto', maxHeight: '85dvh' } }}
        >
          {properties}
          <Button fullWidth mt="md" variant="default" onClick={() => setSheetOpen(false)}>
            {t('fields.properties.done')}
          </Button>
        </Drawer>
      </Stack>
    );
  }

  const panelHeight = 'max(520px, calc(100dvh - 290px))';
  return (
    <Box w={WIDE} style={{ marginLeft: `calc((100% - ${WIDE}) / 2)` }}>
      <Box style={{ display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr) 290px', gap: 'var(--mantine-spacing-md)', height: panelHeight }}>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <ScrollArea h="100%" p="md">
            <Stack gap="md">
              {picker}
              <Divider />
              <FieldPalette types={paletteTypes} color={activeColor} compact={false} onAdd={props.onAdd} />
            </Stack>
          </ScrollArea>
        </Paper>
        <Stack gap="xs" style={{ minHeight: 0 }}>
          {documentPicker}
          <Paper withBorder radius="md" style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
            {pages}
          </Paper>
        </Stack>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }} component="aside" aria-label={t('fields.properties.title')}>
          <ScrollArea h="100%" p="md">
            <Text fw={600} mb="sm">
              {t('fields.properties.title')}
            </Text>
            {properties ?? (
              <Text size="sm" c="dimmed">
                {t('fields.properties.empty')}
              </Text>
            )}
          </ScrollArea>
        </Paper>
      </Box>
      {problem && <Box mt="md">{problem}</Box>}
      <Box mt="md">
        <StepActions {...props} />
      </Box>
    </Box>
  );
}

function StepActions({ compact, saving, continuing, onBack, onSaveDraft, onContinue }: FieldsLayoutProps) {
  const { t } = useTranslation();
  const busy = saving || continuing;
  const back = (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={busy}>
      {t('fields.back')}
    </Button>
  );
  const save = (
    <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} onClick={onSaveDraft} loading={saving} disabled={continuing}>
      {t('fields.saveDraft')}
    </Button>
  );
  const next = (
    <Button onClick={onContinue} loading={continuing} disabled={saving} data-testid="fields-continue">
      {t('step_continue', { ns: 'common' })}
    </Button>
  );
  if (compact) {
    return (
      <Stack gap="xs">
        {next}
        <Group grow gap="xs">
          {back}
          {save}
        </Group>
      </Stack>
    );
  }
  return (
    <Group justify="space-between">
      {back}
      <Group gap="sm">
        {save}
        {next}
      </Group>
    </Group>
  );
}
