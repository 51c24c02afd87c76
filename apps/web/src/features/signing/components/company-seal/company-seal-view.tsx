import { Alert, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SignerSeals } from '@signet/contracts';
import { IconCircleCheck, IconRubberStamp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/seal-signer-messages';
import { useAppliedSealFace } from '../../api/signer-seal-faces';
import { SEAL_PANEL_ID } from '../../lib/company-party';
import { pageRangesText } from '../../lib/seal-choice-step';
import { PartySealUpload } from './party-seal-upload';
import { SealChoiceCard } from './seal-choice-card';

interface CompanySealViewProps {
  flowSignerId: string;
  seals: SignerSeals & { partyName: string };
  /** Tests start a choice with its code sent. */
  initialSentTo?: string | null;
}

/** The signer's company seal (issue 34): for which company, the seals to choose from and what each needs, or the seal applied. */
export function CompanySealView({ flowSignerId, seals, initialSentTo }: CompanySealViewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const party = seals.partyName;
  // Chinese sentences follow each other without a space.
  const gap = i18n.language.startsWith('zh') ? '' : ' ';
  return (
    <Paper id={SEAL_PANEL_ID} tabIndex={-1} component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={980} mx="auto" mb="md" data-testid="company-seal-panel">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRubberStamp size={20} aria-hidden />
          <Title order={2} fz="md" id={titleId}>
            {t('seals.signer.title')}
          </Title>
        </Group>
        <Text fz="sm">
          {t('seals.signer.forParty', { party })}
          {seals.kindRequired ? `${gap}${t('seals.signer.kindRequired', { kind: t(`seals.kind.${seals.kindRequired}`) })}` : ''}
        </Text>
        {seals.crossPagePages && seals.crossPagePages.length > 0 && (
          <Text fz="sm" c="dimmed">
            {t('seals.signer.crossPage', { pages: pageRangesText(seals.crossPagePages) })}
          </Text>
        )}
        {seals.applied ? (
          <AppliedSeal flowSignerId={flowSignerId} seals={seals} />
        ) : seals.choices.length > 0 ? (
          <Stack gap="xs">
            <Text fz="sm" fw={500}>
              {t('seals.signer.choose')}
            </Text>
            <Stack gap="xs" component="ul" p={0} m={0}>
              {seals.choices.map((choice) => (
                <SealChoiceCard key={String(choice.sealId)} flowSignerId={flowSignerId} choice={choice} initialSentTo={initialSentTo} />
              ))}
            </Stack>
          </Stack>
        ) : seals.mayUpload ? (
          <PartySealUpload flowSignerId={flowSignerId} party={party} />
        ) : (
          <Text fz="sm" c="dimmed">
            {t('seals.signer.noChoices', { party })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AppliedSeal({ flowSignerId, seals }: { flowSignerId: string; seals: SignerSeals & { partyName: string } }) {
  const { t } = useTranslation();
  const applied = seals.applied;
  const face = useAppliedSealFace(flowSignerId, applied?.faceSha256 ?? null);
  if (!applied) return null;
  const alt = t('seals.signer.appliedAlt', { party: seals.partyName });
  const kind = applied.kind ? t(`seals.kind.${applied.kind}`) : '';
  // A seal named after its kind ("合同专用章") is not named twice.
  const appliedText = !applied.verified || !applied.sealName ? t('seals.signer.appliedUploaded') : kind && kind !== applied.sealName ? t('seals.signer.appliedName', { name: applied.sealName, kind }) : applied.sealName;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title={t('seals.signer.applied')} role="status">
      <Group gap="sm" wrap="nowrap">
        {face.isSuccess ? <Image src={face.data} alt={alt} w={72} h={72} fit="contain" style={{ flex: 'none' }} /> : <Skeleton w={72} h={72} radius="md" role="img" aria-label={alt} />}
        <Text fz="sm">{appliedText}</Text>
      </Group>
    </Alert>
  );
}
