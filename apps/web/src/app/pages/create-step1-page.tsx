import { AddDocumentsStep } from '../../features/documents/components/add-documents-step';
import { CreateStep1Screen } from '../../features/agreement-editor/pages/create-step1-screen';

/**
 * /flow/create/step1: the flow's step-1 editor with the documents feature's 'Add
 * Documents' step in its documents section. Composed here because features do not
 * import each other; both sides use the same chosen-document shape.
 */
export function CreateStep1Page() {
  return (
    <CreateStep1Screen
      renderDocuments={({ documents, onDocumentsChange, error }) => (
        <AddDocumentsStep documents={documents} onDocumentsChange={onDocumentsChange} error={error} />
      )}
    />
  );
}
