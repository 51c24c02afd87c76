import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/seal-signer-messages';
import { useSignerSeals } from '../../api/get-signer-seals';
import { useAppliedSealFace } from '../../api/signer-seal-faces';
import { CompanySealView } from './company-seal-view';

interface CompanySealPanelProps {
  flowSignerId: string;
  /** The applied seal's face for the seal fields on the page, or null while none is applied. */
  onSealed: (face: string | null) => void;
}

/**
 * The company seal panel of a company party's signing page, loaded only for them (the signer's
 * page counts its bytes). It tells the page when a seal is applied, so its seal fields show it.
 */
export function CompanySealPanel({ flowSignerId, onSealed }: CompanySealPanelProps) {
  const { t } = useTranslation();
  const seals = useSignerSeals(flowSignerId);
  const applied = seals.data?.applied ?? null;
  const face = useAppliedSealFace(flowSignerId, applied?.faceSha256 ?? null);
  const sealed = applied ? (face.data ?? null) : null;
  useEffect(() => onSealed(sealed), [sealed, onSealed]);

  if (seals.isPending) return <Skeleton height={140} radius="md" maw={980} mx="auto" mb="md" />;
  if (seals.isError)
    return (
      <Paper withBorder radius="md" p="sm" maw={980} mx="auto" mb="md">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm" c="red.8" role="alert">
            {t('seals.signer.loadFailed')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void seals.refetch()}>
            {t('seals.signer.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  const partyName = seals.data.partyName;
  if (partyName === null) return null;
  return <CompanySealView flowSignerId={flowSignerId} seals={{ ...seals.data, partyName }} />;
}
