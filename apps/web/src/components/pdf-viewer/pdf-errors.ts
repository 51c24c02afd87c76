/** What went wrong opening a PDF, as the viewer tells the reader. */
export type PdfErrorKind = 'password' | 'passwordWrong' | 'damaged' | 'notFound' | 'failed';

/** pdf.js 1 = a password is needed, 2 = the one given is wrong (PasswordResponses). */
const INCORRECT_PASSWORD = 2;

/** Classifies pdf.js's exceptions by name (they are not exported as classes we can rely on). */
export function classifyPdfError(error: unknown): PdfErrorKind {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  const status = (error as { status?: unknown } | null)?.status;
  switch (name) {
    case 'PasswordException':
      return code === INCORRECT_PASSWORD ? 'passwordWrong' : 'password';
    case 'InvalidPDFException':
    case 'FormatError':
      return 'damaged';
    case 'MissingPDFException':
      return 'notFound';
    case 'ResponseException':
    case 'UnexpectedResponseException':
      return status === 404 || (error as { missing?: unknown }).missing === true ? 'notFound' : 'failed';
    default:
      return 'failed';
  }
}
