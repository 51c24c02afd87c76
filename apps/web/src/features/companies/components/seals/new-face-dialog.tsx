import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Seal } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/forms/form-alert';
import { refusalMessage } from '../../../../lib/companies/companies-api';
import { useReplaceSealFace } from '../../api/replace-seal-face';
import { useSealFaceEditor } from '../../hooks/use-seal-face-editor';
import { SealFaceEditorFields } from './seal-face-editor-fields';

/** A new face for a seal, its next version. Mounted only while open. */
export function NewFaceDialog({ companyId, seal, legalName, onClose }: { companyId: bigint; seal: Seal; legalName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useSealFaceEditor(companyId, seal.kind, legalName);
  const replace = useReplaceSealFace(companyId);
  return (
    <Modal opened onClose={onClose} title={t('seals.actions.newFaceTitle', { name: seal.name })} size="xl" radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('seals.actions.newFaceHint')}
        </Text>
        <SealFaceEditorFields kind={seal.kind} editor={editor} />
        <FormAlert message={refusalMessage(replace.error, t('companies.failed'))} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('seals.form.cancel')}
          </Button>
          <Button disabled={!editor.face} loading={replace.isPending} onClick={() => editor.face && replace.mutate({ sealId: seal.id, face: editor.face }, { onSuccess: onClose })}>
            {t('seals.actions.saveFace')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
