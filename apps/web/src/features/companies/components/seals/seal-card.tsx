import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Seal } from '@signet/contracts';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useSetSealStatus } from '../../api/set-seal-status';
import { SealFaceImage } from './seal-face-image';
import { SealStatusBadge } from './seal-status-badge';

interface SealCardProps {
  companyId: bigint;
  seal: Seal;
  /** Owner and admins (mayDo 'seals.manage'): new face, suspend, reactivate, revoke. */
  manages: boolean;
  onNewFace: (seal: Seal) => void;
  /** The seal's grants, under the card (managers only). */
  children?: ReactNode;
}

/** One seal: its face, kind, status and version; for managers what can be done with it. */
export function SealCard({ companyId, seal, manages, onNewFace, children }: SealCardProps) {
  const { t } = useTranslation();
  const status = useSetSealStatus(companyId);
  const [revoking, setRevoking] = useState(false);
  const kind = t(`seals.kind.${seal.kind}`);
  const revoked = seal.status === 'revoked';

  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="seal-card" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <SealFaceImage companyId={companyId} sealId={seal.id} version={seal.version} alt={t('seals.list.faceAlt', { name: seal.name, kind, version: seal.version })} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {seal.name}
            </Text>
            <Group gap={6}>
              <Text fz="sm">{kind}</Text>
              <SealStatusBadge status={seal.status} />
            </Group>
            <Text fz="xs" c="dimmed">
              {[t('seals.list.version', { version: seal.version }), seal.source === 'uploaded' ? t('seals.list.uploaded') : null].filter(Boolean).join(' · ')}
            </Text>
            {seal.needsApproval && (
              <Text fz="xs" c="dimmed">
                {t('seals.list.needsApproval')}
              </Text>
            )}
          </Stack>
        </Group>
        {manages && !revoked && (
          <Group gap="xs" role="group" aria-label={t('seals.actions.label', { name: seal.name })}>
            <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => onNewFace(seal)}>
              {t('seals.actions.newFace')}
            </Button>
            {seal.status === 'active' ? (
              <Button size="xs" variant="default" leftSection={<IconPlayerPause size={14} aria-hidden />} loading={status.isPending} onClick={() => status.mutate({ sealId: seal.id, status: 'suspended' })}>
                {t('seals.actions.suspend')}
              </Button>
            ) : (
              <Button size="xs" variant="default" leftSection={<IconPlayerPlay size={14} aria-hidden />} loading={status.isPending} onClick={() => status.mutate({ sealId: seal.id, status: 'active' })}>
                {t('seals.actions.reactivate')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setRevoking(true)}>
              {t('seals.actions.revoke')}
            </Button>
          </Group>
        )}
        {children}
      </Stack>
      <ConfirmDialog
        opened={revoking}
        onClose={() => setRevoking(false)}
        title={t('seals.actions.revokeTitle', { name: seal.name })}
        body={t('seals.actions.revokeBody')}
        confirmLabel={t('seals.actions.revokeConfirm')}
        busy={status.isPending}
        onConfirm={() => status.mutate({ sealId: seal.id, status: 'revoked' }, { onSuccess: () => setRevoking(false) })}
      />
    </Paper>
  );
}
