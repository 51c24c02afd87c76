import { AddDocumentsStep } from '../../features/documents/components/add-documents-step';
import { CreateStepLayout } from '../../features/flow-create/pages/create-step-layout';

/**
 * /flow/create/step1: the flow's stepper around the documents feature's upload step.
 * Composed here because features do not import each other.
 */
export function CreateStep1Page() {
  return (
    <CreateStepLayout step={1}>
      <AddDocumentsStep />
    </CreateStepLayout>
  );
}
