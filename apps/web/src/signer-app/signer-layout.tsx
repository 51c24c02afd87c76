import { Suspense } from 'react';
import { MinimalLayout } from '../app/layouts/minimal-layout';
import { PageLoader } from '../components/page-loader';
import { useHoldFirstPaint } from '../lib/first-paint/first-paint';
import { usePublicConfig } from '../lib/app-config/get-public-config';

/** While a page's code arrives: the server's first screen stays in view. */
function PageArriving() {
  useHoldFirstPaint();
  return <PageLoader />;
}

/** The sender's minimal layout (the mark, the language menu), with the public config every call needs. */
export function SignerLayout() {
  usePublicConfig();
  return (
    <Suspense fallback={<PageArriving />}>
      <MinimalLayout />
    </Suspense>
  );
}
