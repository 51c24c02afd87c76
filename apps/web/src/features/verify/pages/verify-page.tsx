import { Grid, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { HowItWorks } from '../components/how-it-works';
import { useVerdictAnnouncement } from '../components/verdict-banner';
import { VerifyDropzone } from '../components/verify-dropzone';
import { VerifyError } from '../components/verify-error';
import { VerifyProgress } from '../components/verify-progress';
import { VerifyResultView } from '../components/verify-result';
import { useVerification } from '../hooks/use-verification';
import { PageContainer } from '../../../components/page-container';

/** /verify: anyone drops a PDF and learns whether Signet sealed it and whether it changed since. */
export function VerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t('verify.title'));
  const verification = useVerification();
  const { file, progress, refusal, pending, result, errorCode } = verification;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dropzoneRef = useRef<HTMLButtonElement>(null);
  const returnToDropzone = useRef(false);
  const errorMessage = errorCode === null ? '' : errorMessageOrGeneric(errorCode);
  const announcement = useVerdictAnnouncement(result);

  // The dropzone leaves the page while a file is checked, so focus follows the outcome.
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (!file && !result && returnToDropzone.current) {
      returnToDropzone.current = false;
      dropzoneRef.current?.focus();
    }
  }, [file, result]);

  const again = () => {
    returnToDropzone.current = true;
    verification.reset();
  };

  let body;
  if (pending && file) body = <VerifyProgress file={file} progress={progress} onCancel={again} />;
  else if (result) body = <VerifyResultView result={result} file={file} onAgain={again} headingRef={headingRef} />;
  else if (errorCode !== null) body = <VerifyError message={errorMessage} onRetry={verification.retry} onOther={again} />;
  else body = <VerifyDropzone onChoose={verification.choose} refusal={refusal} dropzoneRef={dropzoneRef} />;

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('verify.title')} subtitle={t('verify.subtitle')} />
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 8 }}>{body}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <HowItWorks />
          </Grid.Col>
        </Grid>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="verify-announcer">
        {pending && file
          ? progress >= 1
            ? t('verify.progress.checking', { name: file.name })
            : t('verify.progress.uploading', { name: file.name })
          : errorCode !== null
            ? t('verify.announce.error', { message: errorMessage })
            : announcement}
      </VisuallyHidden>
    </PageContainer>
  );
}
