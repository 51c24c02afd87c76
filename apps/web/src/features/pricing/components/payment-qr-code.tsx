import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code for `text` as an SVG image, described by `alt` for those who cannot see it. */
export function PaymentQrCode({ text, alt, size = 220 }: { text: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!src) return <Skeleton w={size} h={size} radius="sm" />;
  return <Image src={src} alt={alt} w={size} h={size} radius="sm" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />;
}
