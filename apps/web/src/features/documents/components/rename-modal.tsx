import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, TIMING } from '@signet/contracts';
import type { StoredDocument } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameDocument } from '../api/change-document';
import { checkDocumentName, serverNameIssue } from '../lib/name-issues';
import type { NameIssue } from '../lib/name-issues';

/** Renames a document with the spec 5 rules, checked here and again by the server. */
export function RenameModal({ document, onClose }: { document: StoredDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={document !== null} onClose={onClose} title={t('documents.rename.title')} centered>
      {document && <RenameForm key={String(document.id)} document={document} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ document, onClose }: { document: StoredDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(document.name);
  const [issue, setIssue] = useState<NameIssue | null>(null);
  const rename = useRenameDocument();

  const submit = () => {
    const found = checkDocumentName(name);
    setIssue(found);
    if (found) return;
    rename.mutate(
      { documentId: document.id, name: name.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('documents.rename.done'), autoClose: TIMING.toastMs });
          onClose();
        },
        onError: (error) => setIssue(serverNameIssue(error) ?? 'document_name_invalid'),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={t('documents.rename.label')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setIssue(null);
          }}
          error={issue ? t(issue, { ns: 'common', n: LIMITS.documentNameChars }) : undefined}
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documents.rename.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('documents.rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
