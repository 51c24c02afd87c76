import { uploadAvatar } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { useStoreUserInfo } from './update-profile';

/** Sends the resized picture as a data URL; the new headerImg shows in the header at once. */
export function useUploadAvatar() {
  const storeUserInfo = useStoreUserInfo();
  return useMutation({
    mutationFn: (dataUrl: string) => callOperation(uploadAvatar, { body: { dataUrl } }, { silent: true }),
    onSuccess: storeUserInfo,
  });
}
