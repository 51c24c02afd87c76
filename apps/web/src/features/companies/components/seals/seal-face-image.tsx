import { Center, Image, Skeleton } from '@mantine/core';
import { IconRubberStamp } from '@tabler/icons-react';
import { useSealFace } from '../../api/get-seal-face';

/** A seal's face at a given version, fetched with the session; a stamp icon stands in when it cannot be had. */
export function SealFaceImage({ companyId, sealId, version, alt, size = 96 }: { companyId: bigint; sealId: bigint; version: number; alt: string; size?: number }) {
  const face = useSealFace(companyId, sealId, version);
  if (face.isPending) return <Skeleton w={size} h={size} radius="md" aria-label={alt} role="img" />;
  if (face.isError)
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 8 }} role="img" aria-label={alt}>
        <IconRubberStamp size={size / 2.5} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    );
  return <Image src={face.data} alt={alt} w={size} h={size} fit="contain" style={{ flex: 'none' }} />;
}
