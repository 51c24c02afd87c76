import { ColorInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SEAL_FACE_SIZES, type SealKind } from '@signet/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shapesFor } from '../../lib/seal-face-values';
import type { SealFaceEditor } from '../../hooks/use-seal-face-editor';

/** The words and looks of a generated face: company name, centre text, serial, the person (legal representative), shape, size, colour. */
export function SealFaceFields({ kind, editor }: { kind: SealKind; editor: SealFaceEditor }) {
  const { t } = useTranslation();
  const { values, set } = editor;
  const shapeLabel = useId();
  const sizeLabel = useId();
  const shapes = shapesFor(kind);
  const sizes: readonly number[] = SEAL_FACE_SIZES[values.shape];
  const companyMissing = values.companyName.trim() === '';
  const personProblem = kind === 'legal_rep' && values.personName.trim() !== '' && values.personName.trim().length < 2;

  return (
    <Stack gap="xs">
      <TextInput
        label={t('seals.form.companyName')}
        description={t('seals.form.companyNameHint')}
        value={values.companyName}
        maxLength={40}
        required
        withAsterisk={false}
        error={companyMissing ? t('seals.form.companyNameRequired') : undefined}
        onChange={(event) => set({ companyName: event.currentTarget.value })}
      />
      {kind === 'legal_rep' && (
        <TextInput
          label={t('seals.form.personName')}
          value={values.personName}
          maxLength={8}
          required
          withAsterisk={false}
          error={personProblem ? t('seals.form.personNameRequired') : undefined}
          onChange={(event) => set({ personName: event.currentTarget.value })}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
        <TextInput label={t('seals.form.centreText')} description={t('seals.form.centreTextHint')} value={values.centreText} maxLength={12} onChange={(event) => set({ centreText: event.currentTarget.value })} />
        <TextInput label={t('seals.form.serial')} description={t('seals.form.serialHint')} value={values.serial} maxLength={20} inputMode="numeric" onChange={(event) => set({ serial: event.currentTarget.value })} />
      </SimpleGrid>
      {shapes.length > 1 && (
        <div>
          <Text fz="sm" fw={500} mb={4} id={shapeLabel}>
            {t('seals.form.shape')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={shapeLabel}
            value={values.shape}
            data={shapes.map((shape) => ({ value: shape, label: t(`seals.form.shape_${shape}`) }))}
            onChange={(value) => {
              const shape = value;
              set({ shape, sizeMm: SEAL_FACE_SIZES[shape][0] });
            }}
          />
        </div>
      )}
      <div>
        <Text fz="sm" fw={500} mb={4} id={sizeLabel}>
          {t('seals.form.size')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={sizeLabel}
          value={String(values.sizeMm)}
          data={sizes.map((size) => ({ value: String(size), label: t('seals.form.sizeMm', { size }) }))}
          onChange={(value) => set({ sizeMm: Number(value) })}
        />
      </div>
      <ColorInput label={t('seals.form.colour')} value={values.colour} format="hex" swatches={['#d0021b', '#c8102e', '#e60012', '#1f4e9c']} maw={220} onChange={(colour) => set({ colour })} />
    </Stack>
  );
}
