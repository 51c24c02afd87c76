import { Badge, Center, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { SealChoice } from '@signet/contracts';
import { IconRubberStamp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignerSealFace } from '../../api/signer-seal-faces';
import { sealChoiceStep } from '../../lib/seal-choice-step';
import { SealCodeStep } from './seal-code-step';
import { SealRequestStep } from './seal-request-step';

/** One seal the signer could apply: its face, name and kind, and the next thing to do for it. */
export function SealChoiceCard({ flowSignerId, choice, initialSentTo }: { flowSignerId: string; choice: SealChoice; initialSentTo?: string | null }) {
  const { t } = useTranslation();
  const step = sealChoiceStep(choice);
  const kind = t(`seals.kind.${choice.kind}`);
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-testid="seal-choice">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ChoiceFace flowSignerId={flowSignerId} sealId={choice.sealId} alt={t('seals.signer.faceAlt', { name: choice.name, kind })} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {choice.name}
            </Text>
            <Group gap={6}>
              <Badge variant="outline" color="gray" tt="none">
                {kind}
              </Badge>
              {step === 'approved' && (
                <Badge variant="light" color="green" tt="none">
                  {t('seals.signer.approvedBadge')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {step === 'approved' && (
          <Text fz="sm" fw={500}>
            {t('seals.signer.approved')}
            <Text span c="dimmed" fw={400} fz="sm" display="block">
              {t('seals.signer.approvedHint')}
            </Text>
          </Text>
        )}
        {step === 'code' || step === 'approved' ? (
          <SealCodeStep flowSignerId={flowSignerId} sealId={choice.sealId} initialSentTo={initialSentTo} />
        ) : (
          <SealRequestStep flowSignerId={flowSignerId} choice={choice} step={step} />
        )}
      </Stack>
    </Paper>
  );
}

function ChoiceFace({ flowSignerId, sealId, alt }: { flowSignerId: string; sealId: bigint; alt: string }) {
  const face = useSignerSealFace(flowSignerId, sealId);
  if (face.isSuccess) return <Image src={face.data} alt={alt} w={64} h={64} fit="contain" style={{ flex: 'none' }} />;
  if (face.isError)
    return (
      <Center w={64} h={64} bg="gray.1" style={{ borderRadius: 8, flex: 'none' }} role="img" aria-label={alt}>
        <IconRubberStamp size={26} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    );
  return <Skeleton w={64} h={64} radius="md" style={{ flex: 'none' }} role="img" aria-label={alt} />;
}
