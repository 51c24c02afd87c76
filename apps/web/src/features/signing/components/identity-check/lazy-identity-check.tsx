import { Suspense, lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SignerLoading } from '../signer-view-gate';

// Most signers prove nothing beyond the link: these forms and their words load only when the server asks.
const AccessCodeForm = lazy(async () => ({ default: (await import('./access-code-form')).AccessCodeForm }));
const SignerCodeForm = lazy(async () => ({ default: (await import('./signer-code-form')).SignerCodeForm }));

function Loading() {
  const { t } = useTranslation();
  return <SignerLoading label={t('signing.link.opening')} />;
}

export function LazyAccessCodeForm(props: ComponentProps<typeof AccessCodeForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <AccessCodeForm {...props} />
    </Suspense>
  );
}

export function LazySignerCodeForm(props: ComponentProps<typeof SignerCodeForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <SignerCodeForm {...props} />
    </Suspense>
  );
}
