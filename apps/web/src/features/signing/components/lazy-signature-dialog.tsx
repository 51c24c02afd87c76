import { Suspense, lazy, type ComponentProps } from 'react';

// The signature dialog (drawing pad, handwriting fonts) is not needed to read the document:
// it loads once the signer agrees to sign, so the first page shows sooner on a slow line.
const load = () => import('./signature-dialog');
const SignatureDialog = lazy(async () => ({ default: (await load()).SignatureDialog }));

/** Starts loading the dialog's code ahead of the first tap on a field. */
export function preloadSignatureDialog(): void {
  void load();
}

export function LazySignatureDialog(props: ComponentProps<typeof SignatureDialog>) {
  return (
    <Suspense fallback={null}>
      <SignatureDialog {...props} />
    </Suspense>
  );
}
