import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SEAL_KINDS, type SealKind } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/forms/form-alert';
import { refusalMessage } from '../../../../lib/companies/companies-api';
import { useCreateCompanySeal } from '../../api/create-company-seal';
import { useSealFaceEditor } from '../../hooks/use-seal-face-editor';
import { SealFaceEditorFields } from './seal-face-editor-fields';

/** "New seal": its kind and name, and its face drawn or uploaded, with a live preview. Mounted only while open. */
export function NewSealDialog({ companyId, legalName, onClose }: { companyId: bigint; legalName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<SealKind>('contract');
  const [name, setName] = useState<string>(() => t('seals.kind.contract'));
  const [nameTouched, setNameTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const editor = useSealFaceEditor(companyId, kind, legalName);
  const create = useCreateCompanySeal(companyId);
  const nameProblem = name.trim() === '' || name.trim().length > 60;

  const submit = () => {
    setTried(true);
    if (nameProblem || !editor.face) return;
    create.mutate({ kind, name: name.trim(), face: editor.face }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('seals.form.title')} size="xl" radius="lg" fullScreen={false} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('seals.form.kind')}
              data={SEAL_KINDS.map((value) => ({ value, label: t(`seals.kind.${value}`) }))}
              value={kind}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(value) => {
                const chosen = SEAL_KINDS.find((candidate) => candidate === value);
                if (!chosen) return;
                setKind(chosen);
                // The name follows the kind until the user writes one of their own.
                if (!nameTouched) setName(t(`seals.kind.${chosen}`));
              }}
            />
            <TextInput
              label={t('seals.form.name')}
              description={t('seals.form.nameHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={name}
              maxLength={60}
              required
              withAsterisk={false}
              error={tried && nameProblem ? t('seals.form.nameRequired') : undefined}
              onChange={(event) => {
                setNameTouched(true);
                setName(event.currentTarget.value);
              }}
            />
          </SimpleGrid>
          <SealFaceEditorFields kind={kind} editor={editor} />
          {tried && !editor.face && editor.values.source === 'uploaded' && <FormAlert message={t('seals.form.pictureRequired')} />}
          <FormAlert message={refusalMessage(create.error, t('companies.failed'))} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('seals.form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('seals.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
