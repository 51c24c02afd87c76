import { Suspense, lazy, type ComponentProps } from 'react';

// Seals are for company parties only: their code loads for them, never with everyone's signing page.
const CompanySealPanel = lazy(async () => ({ default: (await import('./company-seal/company-seal-panel')).CompanySealPanel }));

export function LazyCompanySealPanel(props: ComponentProps<typeof CompanySealPanel>) {
  return (
    <Suspense fallback={null}>
      <CompanySealPanel {...props} />
    </Suspense>
  );
}
