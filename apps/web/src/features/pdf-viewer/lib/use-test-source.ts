import { getDocumentFile } from '@signet/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pdfSource } from '../../../lib/api/file-request';

/** The developer pages show the bundled sample, or a stored document given by ?documentId=. */
export function useTestSource() {
  const [params] = useSearchParams();
  const documentId = params.get('documentId');
  const id = documentId && /^\d{1,19}$/.test(documentId) ? documentId : null;
  const source = useMemo(() => (id ? pdfSource(getDocumentFile, { params: { documentId: id } }) : { url: `${import.meta.env.BASE_URL}samples/sample.pdf` }), [id]);
  return { source, isSample: id === null, documentId: id };
}
