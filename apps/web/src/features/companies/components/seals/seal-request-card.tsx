import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { SealRequest } from '@signet/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DecisionMode = 'idle' | 'rejecting';

interface SealRequestCardProps {
  request: SealRequest;
  /** In the inbox the card offers Approve and Reject; in "My requests" it only tells the state. */
  decides: boolean;
  busy: boolean;
  onDecide: (approve: boolean, comment: string) => void;
  /** Where the card starts (tests start it rejecting). */
  initialMode?: DecisionMode;
  initialComment?: string;
}

/** One request to use a seal: who asks, which seal, for which agreement and why; an approver approves, or rejects with a comment. */
export function SealRequestCard({ request, decides, busy, onDecide, initialMode = 'idle', initialComment = '' }: SealRequestCardProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<DecisionMode>(initialMode);
  const [comment, setComment] = useState(initialComment);
  const commentId = useId();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const seal = t('seals.requests.sealNamed', { name: request.sealName, kind: t(`seals.kind.${request.sealKind}`) });
  const canReject = comment.trim() !== '';

  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="seal-request" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 220px' }}>
            {t('seals.requests.from', { name: request.requester.name || request.requester.email, seal })}
          </Text>
          {!decides && (
            <Badge variant="light" color={request.status === 'approved' ? 'green' : request.status === 'rejected' ? 'red' : 'gray'} tt="none">
              {t(`seals.requests.status_${request.status}`)}
            </Badge>
          )}
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('seals.requests.agreement', { name: request.agreementName })}
        </Text>
        <Text fz="sm" c={request.reason ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {request.reason ? t('seals.requests.reason', { reason: request.reason }) : t('seals.requests.noReason')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('seals.requests.asked', { date: when(request.createdAt) })}
          {request.decidedBy && request.status !== 'pending' ? ` · ${t('seals.requests.decidedBy', { status: t(`seals.requests.status_${request.status}`), name: request.decidedBy })}` : ''}
          {request.usedAt ? ` · ${t('seals.requests.used', { date: when(request.usedAt) })}` : ''}
        </Text>
        {!decides && request.comment && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('seals.requests.comment')}: {request.comment}
          </Text>
        )}
        {request.documentsChanged && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
            {t('seals.requests.documentsChanged')}
          </Alert>
        )}
        {decides && mode === 'idle' && (
          <Group gap="xs" justify="flex-end">
            <Button variant="default" color="red" onClick={() => setMode('rejecting')} disabled={busy}>
              {t('seals.requests.reject')}
            </Button>
            <Button loading={busy} onClick={() => onDecide(true, '')}>
              {t('seals.requests.approve')}
            </Button>
          </Group>
        )}
        {decides && mode === 'rejecting' && (
          <Stack gap="xs">
            <Textarea
              id={commentId}
              label={t('seals.requests.commentReject')}
              description={t('seals.requests.commentRequired')}
              value={comment}
              maxLength={500}
              autosize
              minRows={2}
              required
              data-autofocus
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setMode('idle')}>
                {t('seals.requests.cancel')}
              </Button>
              <Button color="red" disabled={!canReject} loading={busy} onClick={() => onDecide(false, comment.trim())}>
                {t('seals.requests.rejectConfirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
