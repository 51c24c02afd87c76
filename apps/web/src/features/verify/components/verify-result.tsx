import { Button, Group, Stack } from '@mantine/core';
import type { VerifyResult } from '@signet/contracts';
import { IconRefresh } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementCard } from './agreement-card';
import { ChecksCard } from './checks-card';
import { FingerprintCard } from './fingerprint-card';
import { SignaturesCard } from './signatures-card';
import { VerdictBanner } from './verdict-banner';

export interface VerifyResultViewProps {
  result: VerifyResult;
  file: File | null;
  onAgain: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What the check found: the verdict, each check, every signature in the file, the agreement on record and the file's SHA-256. */
export function VerifyResultView({ result, file, onAgain, headingRef }: VerifyResultViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <VerdictBanner result={result} file={file} headingRef={headingRef} />
      <ChecksCard result={result} />
      {result.signatures && result.signatures.length > 0 && <SignaturesCard signatures={result.signatures} />}
      {result.agreement && <AgreementCard agreement={result.agreement} />}
      <FingerprintCard sha256={result.sha256} />
      <Group>
        <Button leftSection={<IconRefresh size={18} />} onClick={onAgain} size="md">
          {t('verify.again')}
        </Button>
      </Group>
    </Stack>
  );
}
