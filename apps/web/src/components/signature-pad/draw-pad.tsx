import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import SignaturePad from 'signature_pad';
import { useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface DrawPadHandle {
  /** The canvas with the drawing, or null when nothing was drawn. */
  canvas: () => HTMLCanvasElement | null;
}

/**
 * A drawing surface for mouse, pen and touch (pointer events, smoothed strokes by
 * signature_pad). Its text alternative is the Type tab, which its label names.
 */
export function DrawPad({ ref, height, onInk }: { ref: Ref<DrawPadHandle>; height: number; onInk: (hasInk: boolean) => void }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useImperativeHandle(ref, () => ({ canvas: () => (padRef.current && !padRef.current.isEmpty() ? canvasRef.current : null) }), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 1.2, maxWidth: 3.2, throttle: 8 });
    padRef.current = pad;
    const onEnd = () => onInk(!pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);

    // The bitmap follows the element's size and the screen's density; a resize keeps the strokes.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      // Hidden (another tab is shown) or unchanged: keep the drawing as it is.
      if (width === 0 || height === 0 || (width === canvas.width && height === canvas.height)) return;
      const data = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length) pad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
    // onInk is a state setter from the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box>
      <Box
        pos="relative"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white', overflow: 'hidden' }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          // Reachable by Tab like everything else in the dialog; its name says where the keyboard's way (Type) is.
          tabIndex={0}
          aria-label={t('signing.signature.drawArea')}
          data-testid="signature-canvas"
          style={{ display: 'block', width: '100%', height, touchAction: 'none', cursor: 'crosshair', outlineOffset: -3 }}
        />
        <Box
          aria-hidden
          style={{ position: 'absolute', left: 24, right: 24, bottom: height * 0.25, borderBottom: '1px dashed var(--mantine-color-gray-4)', pointerEvents: 'none' }}
        />
      </Box>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('signing.signature.drawHint')}
        </Text>
        <Button
          variant="subtle"
          color="gray"
          mih={44}
          style={{ flexShrink: 0 }}
          leftSection={<IconEraser size={18} aria-hidden />}
          onClick={() => {
            padRef.current?.clear();
            onInk(false);
          }}
        >
          {t('signing.signature.clear')}
        </Button>
      </Group>
    </Box>
  );
}
