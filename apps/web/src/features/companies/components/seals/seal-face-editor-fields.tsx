import { Grid, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SealKind } from '@signet/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SealFaceEditor } from '../../hooks/use-seal-face-editor';
import { SealFaceFields } from './seal-face-fields';
import { SealFacePreview } from './seal-face-preview';
import { SealPictureInput } from './seal-picture-input';

/** A face, drawn or uploaded, beside its live preview (under it on a phone). */
export function SealFaceEditorFields({ kind, editor }: { kind: SealKind; editor: SealFaceEditor }) {
  const { t } = useTranslation();
  const sourceLabel = useId();
  const { values, set } = editor;
  return (
    // On a phone the preview comes first, so it stays in sight while the fields below change it.
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 2, sm: 1 }}>
        <Stack gap="xs">
          <div>
            <Text fz="sm" fw={500} mb={4} id={sourceLabel}>
              {t('seals.form.source')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={sourceLabel}
              value={values.source}
              data={[
                { value: 'generated', label: t('seals.form.generated') },
                { value: 'uploaded', label: t('seals.form.uploaded') },
              ]}
              onChange={(value) => set({ source: value === 'uploaded' ? 'uploaded' : 'generated' })}
            />
          </div>
          {values.source === 'generated' ? <SealFaceFields kind={kind} editor={editor} /> : <SealPictureInput onImage={(image) => set({ image })} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 1, sm: 2 }}>
        <SealFacePreview editor={editor} />
      </Grid.Col>
    </Grid>
  );
}
