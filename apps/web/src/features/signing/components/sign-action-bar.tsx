import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignerAct } from '../lib/signer-role';

interface SignActionBarProps {
  /** Sign (Finish), approve (Approve and Reject) or fill in for later recipients (Done filling in). */
  act: SignerAct;
  /** An approver's Reject: the decline, worded as rejecting. */
  onReject?: () => void;
  done: number;
  total: number;
  canFinish: boolean;
  finishing: boolean;
  hasNext: boolean;
  /** No field visited yet: the guided button reads "Start". */
  started: boolean;
  onNext: () => void;
  onFinish: () => void;
  finishRef: Ref<HTMLButtonElement>;
  /** What Finish still waits for, shown after the signer tried it. */
  missing: string | null;
  /** Phone and tablet: a bar at the bottom with full-size buttons. */
  bottom: boolean;
  /** The phone's guided input for the current field, between the progress and the buttons. */
  children?: ReactNode;
}

const STATUS_ID = 'sign-progress';
const MISSING_ID = 'sign-missing';

const WORDS = {
  sign: { finish: 'signing.sign.finish', none: 'signing.sign.progressNone', allDone: 'signing.sign.allDone' },
  approve: { finish: 'signing.sign.approve', none: 'signing.sign.progressNoneApprove', allDone: 'signing.sign.allDoneApprove' },
  fill: { finish: 'signing.sign.doneFilling', none: 'signing.sign.progressNoneFill', allDone: 'signing.sign.allDoneFill' },
} as const;

/**
 * Progress ("2 of 5 fields"), the guided Next field and Finish (the one orange action;
 * an approver's Approve, beside Reject). Finish stays focusable before everything is
 * filled: choosing it says what is missing rather than doing nothing silently.
 */
export function SignActionBar({ act, onReject, done, total, canFinish, finishing, hasNext, started, onNext, onFinish, finishRef, missing, bottom, children }: SignActionBarProps) {
  const { t } = useTranslation();
  const words = WORDS[act];
  const progress = total === 0 ? t(words.none) : canFinish ? t(words.allDone) : t('signing.sign.progress', { done, total });
  // An approver with nothing to fill has no field to go to: only Reject and Approve.
  const showNext = !(act === 'approve' && !hasNext && total === 0);
  // The phone's bar shares 336 px between two or three buttons: the action takes the room its words
  // need ("Done filling in"), three buttons go without icons, and a label wraps rather than being cut.
  const three = bottom && showNext && Boolean(onReject);
  const icon = (shown: ReactNode) => (three ? undefined : shown);
  const fits = bottom && act !== 'sign';
  const size = (grow: number) => ({
    style: bottom ? (fits ? { flex: `${grow} 1 auto`, height: 'auto', paddingBlock: 6 } : { flex: 1 }) : { flexShrink: 0 },
    styles: fits ? { label: { whiteSpace: 'normal', lineHeight: 1.25, textAlign: 'center' } as const } : undefined,
  });
  const next = showNext && (
    <Button id="sign-next" variant="default" mih={44} onClick={onNext} disabled={!hasNext} leftSection={icon(<IconArrowDown size={18} aria-hidden />)} {...size(0)}>
      {started ? t('signing.sign.nextField') : t('signing.sign.startSigning')}
    </Button>
  );
  const finish = (
    <Button
      ref={finishRef}
      mih={44}
      onClick={onFinish}
      data-disabled={!canFinish || undefined}
      aria-disabled={!canFinish || undefined}
      aria-describedby={missing ? `${STATUS_ID} ${MISSING_ID}` : STATUS_ID}
      loading={finishing}
      leftSection={icon(<IconCheck size={18} aria-hidden />)}
      {...size(1)}
    >
      {t(words.finish)}
    </Button>
  );
  const reject = onReject && (
    <Button variant="outline" color="red.8" mih={44} onClick={onReject} leftSection={icon(<IconX size={18} aria-hidden />)} {...size(1)}>
      {t('signing.sign.reject')}
    </Button>
  );
  const status = (
    <Stack gap={4} style={{ minWidth: 0, flex: bottom ? undefined : 1 }}>
      <Text id={STATUS_ID} size="sm" fw={500} aria-live="polite" aria-atomic>
        {progress}
      </Text>
      {total > 0 && <Progress value={(done / total) * 100} size="sm" color={canFinish ? 'green' : 'signet'} aria-hidden />}
    </Stack>
  );
  const missingNote = missing && (
    <Text id={MISSING_ID} role="alert" size="sm" c="red.8" fw={500}>
      {missing}
    </Text>
  );
  if (bottom) {
    return (
      <Stack gap="xs">
        {status}
        {missingNote}
        {children}
        <Group gap="sm" wrap="nowrap">
          {next}
          {reject}
          {finish}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="md" wrap="nowrap">
        {status}
        {next}
        {reject}
        {finish}
      </Group>
      {missingNote}
    </Stack>
  );
}
