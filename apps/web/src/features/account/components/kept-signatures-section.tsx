import { Alert, Box, Button, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING } from '@signet/contracts';
import type { KeptSignature, KeptSignatureKind, UserInfo } from '@signet/contracts';
import { IconSignature, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../components/signature-pad/initials';
import { SignatureMaker, type SignatureMakerHandle } from '../../../components/signature-pad/signature-maker';
import { SectionCard } from '../../../components/section-card';
import { useAppStore } from '../../../lib/state/app-store';
import { useDeleteKeptSignature, useKeptSignatures, useSaveKeptSignature } from '../api/kept-signatures';

const KINDS = ['signature', 'initials'] as const;

/** A short confirmation whose × has a name, like every dialog's. */
const toast = (message: string, close: string) => notifications.show({ color: 'teal', message, autoClose: TIMING.toastMs, closeButtonProps: { 'aria-label': close } });

/**
 * Signature and initials kept in the account (issue 36): shown, made with the signer's own pad
 * (draw, type or upload), replaced and deleted. Signing as a recipient under this e-mail offers them.
 */
export function KeptSignaturesSection({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const kept = useKeptSignatures();
  const [making, setMaking] = useState<KeptSignatureKind | null>(null);
  return (
    <SectionCard
      icon={<IconSignature size={20} />}
      title={t('keptSignatures.section.title')}
      description={t('keptSignatures.section.intro', { email: userInfo.email ?? '' })}
      anchorId="signature"
    >
      {kept.isError ? (
        <Alert color="red" variant="light">
          {t('keptSignatures.section.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="md">
          {KINDS.map((kind) =>
            kept.data ? <KeptRow key={kind} kind={kind} kept={kept.data[kind]} onMake={() => setMaking(kind)} /> : <Skeleton key={kind} height={96} radius="md" />,
          )}
        </Stack>
      )}
      {making && <MakeDialog kind={making} name={userInfo.name} onClose={() => setMaking(null)} />}
    </SectionCard>
  );
}

function KeptRow({ kind, kept, onMake }: { kind: KeptSignatureKind; kept: KeptSignature | null; onMake: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteKeptSignature();
  const title = t(`keptSignatures.section.${kind}`);
  const date = kept ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(kept.updatedAt)) : '';
  return (
    <Stack gap={6} data-testid={`kept-${kind}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={500}>{title}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" mih={36} onClick={onMake}>
            {kept ? t('keptSignatures.section.replace') : t('keptSignatures.section.add')}
          </Button>
          {kept && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              mih={36}
              px={8}
              aria-label={kind === 'signature' ? t('keptSignatures.section.deleteSignature') : t('keptSignatures.section.deleteInitials')}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(kind, { onSuccess: () => toast(t('keptSignatures.section.deleted'), t('common.close')) })
              }
            >
              <IconTrash size={18} aria-hidden />
            </Button>
          )}
        </Group>
      </Group>
      {kept ? (
        <>
          <Box p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white' }}>
            <Image src={kept.image} alt={kind === 'signature' ? t('keptSignatures.savedSignature') : t('keptSignatures.savedInitials')} h={64} fit="contain" />
          </Box>
          <Text size="xs" c="dimmed">
            {t('keptSignatures.section.updated', { how: t(`keptSignatures.section.madeBy.${kept.madeBy}`), date })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('keptSignatures.section.none')}
        </Text>
      )}
    </Stack>
  );
}

function MakeDialog({ kind, name, onClose }: { kind: KeptSignatureKind; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const maker = useRef<SignatureMakerHandle>(null);
  const [ready, setReady] = useState(false);
  const [making, setMaking] = useState(false);
  const save = useSaveKeptSignature();
  const submit = async () => {
    setMaking(true);
    try {
      const made = await maker.current?.make();
      if (!made) return;
      save.mutate(
        { kind, ...made },
        {
          onSuccess: () => {
            toast(t('keptSignatures.section.saved'), t('common.close'));
            onClose();
          },
        },
      );
    } finally {
      setMaking(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={kind === 'signature' ? t('keptSignatures.section.titleSignature') : t('keptSignatures.section.titleInitials')} fullScreen={isMobile} size="xl">
      <Stack gap="md">
        <SignatureMaker ref={maker} kind={kind} suggestion={kind === 'signature' ? name : initialsOf(name)} compact={isMobile} onReadyChange={setReady} />
        <Group justify="flex-end" gap="sm" grow={isMobile}>
          <Button variant="default" mih={44} onClick={onClose}>
            {t('signing.common.cancel')}
          </Button>
          <Button mih={44} onClick={() => void submit()} loading={making || save.isPending} disabled={!ready} data-autofocus>
            {t('keptSignatures.section.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
