import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

export interface UserAvatarProps extends Pick<AvatarProps, 'size' | 'radius'> {
  name: string;
  headerImg: string | null | undefined;
}

/**
 * The account picture, or the name's initials on an orange tint. With a picture the
 * image's alt text is the user's name; initials are decoration next to the name.
 */
export function UserAvatar({ name, headerImg, size = 32, radius = 'xl' }: UserAvatarProps) {
  return headerImg ? (
    <Avatar src={headerImg} alt={name} size={size} radius={radius} color="signet" name={name} />
  ) : (
    <Avatar name={name} size={size} radius={radius} color="signet" variant="light" aria-hidden />
  );
}
