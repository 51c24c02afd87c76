import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FileButton, Group, Loader, Overlay, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NAME_MAX_CHARS, TIMING, ZDisplayName } from '@signet/contracts';
import type { UserInfo } from '@signet/contracts';
import { IconPhotoUp, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { useServerError } from '../../../lib/api/use-server-error';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_TYPES, isAvatarType } from '../lib/square-crop';
import { AvatarError, resizeAvatar } from '../lib/resize-avatar';
import { SectionCard } from '../../../components/section-card';

const ZNameForm = z.object({ name: ZDisplayName });

/** Name and picture. The picture is resized here and previewed while it uploads. */
export function ProfileSection({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  return (
    <SectionCard icon={<IconUser size={20} />} title={t('account.profileTitle')}>
      <AvatarUpload userInfo={userInfo} />
      <NameForm name={userInfo.name} />
    </SectionCard>
  );
}

function AvatarUpload({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const server = useServerError(upload.error, []);
  const busy = preparing || upload.isPending;

  const onPick = async (file: File | null) => {
    if (!file) return;
    upload.reset();
    setLocalError(null);
    if (!isAvatarType(file.type)) {
      setLocalError(t('account.avatarUnreadable'));
      return;
    }
    setPreparing(true);
    try {
      const dataUrl = await resizeAvatar(file);
      setPreview(dataUrl);
      setPreparing(false);
      upload.mutate(dataUrl, {
        onSuccess: () => notifications.show({ color: 'teal', message: t('account.avatarSaved'), autoClose: TIMING.toastMs }),
        onSettled: () => setPreview(null),
      });
    } catch (error) {
      setPreparing(false);
      setLocalError(error instanceof AvatarError && error.reason === 'tooLarge' ? t('account.avatarTooLarge') : t('account.avatarUnreadable'));
    }
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Box pos="relative" style={{ borderRadius: '50%', overflow: 'hidden', flex: 'none' }}>
        <UserAvatar name={userInfo.name} headerImg={preview ?? userInfo.headerImg} size={88} />
        {busy ? (
          <Overlay color="#fff" backgroundOpacity={0.55} center>
            <Loader size="sm" aria-hidden />
          </Overlay>
        ) : null}
      </Box>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} fz="sm">
          {t('account.avatarLabel')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('account.avatarHint')}
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => void onPick(file)} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="sm" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={busy}>
                {t('account.avatarUpload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {busy ? (
          <Stack gap={4} role="status">
            <Text fz="xs" c="dimmed">
              {preparing ? t('account.avatarPreparing') : t('account.avatarUploading')}
            </Text>
            {/* The client has no byte progress for a JSON body; the bar shows work under way. */}
            <Progress value={preparing ? 35 : 80} animated striped size="sm" aria-label={preparing ? t('account.avatarPreparing') : t('account.avatarUploading')} />
          </Stack>
        ) : null}
        <FormAlert message={localError ?? server.alert} />
      </Stack>
    </Group>
  );
}

function NameForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof ZNameForm>, unknown, z.output<typeof ZNameForm>>({
    resolver: zodResolver(ZNameForm),
    values: { name },
  });
  const server = useServerError(update.error, []);
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => notifications.show({ color: 'teal', message: t('account.nameSaved'), autoClose: TIMING.toastMs }) }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            {...form.register('name')}
            label={t('auth.name')}
            autoComplete="name"
            maxLength={NAME_MAX_CHARS}
            error={form.formState.errors.name ? t('auth.invalidName', { max: NAME_MAX_CHARS }) : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty} style={{ alignSelf: form.formState.errors.name ? 'center' : undefined }}>
            {t('account.save')}
          </Button>
        </Group>
        <FormAlert message={server.alert} />
      </Stack>
    </form>
  );
}
