import { getAgreementFinalDocumentFile, getAgreementFinalZip, type Agreement } from '@signet/contracts';
import type { FinalDownload } from '../../../components/final-download-menu';
import { fileRequest } from '../../../lib/api/file-request';
import { downloadAgreementFile } from './download-agreement-file';

/** Saves one document sealed on its own, or the zip of every file (issue 36); the merged PDF is the 'download_final' action's. */
export function downloadFinalChoice(agreement: Pick<Agreement, 'id' | 'name'>, choice: Exclude<FinalDownload, { kind: 'merged' }>): Promise<void> {
  const params = { flowId: agreement.id };
  if (choice.kind === 'zip') return downloadAgreementFile(fileRequest(getAgreementFinalZip, { params }), `${agreement.name}.zip`);
  return downloadAgreementFile(fileRequest(getAgreementFinalDocumentFile, { params: { ...params, documentId: choice.document.agreementDocumentId } }), `${choice.document.name}.pdf`);
}
