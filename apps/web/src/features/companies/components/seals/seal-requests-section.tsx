import { Stack, Text } from '@mantine/core';
import type { SealRequest } from '@signet/contracts';
import { IconInbox, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/section-card';
import { useDecideSealRequest } from '../../api/decide-seal-request';
import { SealRequestCard } from './seal-request-card';

interface SealRequestsSectionProps {
  companyId: bigint;
  box: 'decide' | 'mine';
  requests: SealRequest[] | undefined;
  failed: boolean;
}

/** The inbox of requests the user may decide ('decide'), or the user's own requests ('mine'). */
export function SealRequestsSection({ companyId, box, requests, failed }: SealRequestsSectionProps) {
  const { t } = useTranslation();
  const decide = useDecideSealRequest(companyId);
  const inbox = box === 'decide';
  return (
    <SectionCard
      icon={inbox ? <IconInbox size={20} /> : <IconSend size={20} />}
      title={inbox ? t('seals.requests.inboxTitle') : t('seals.requests.mineTitle')}
      description={inbox ? t('seals.requests.inboxHint') : undefined}
    >
      {failed ? (
        <Text fz="sm" c="red.8" role="alert">
          {t('seals.requests.loadFailed')}
        </Text>
      ) : requests && requests.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {inbox ? t('seals.requests.inboxEmpty') : t('seals.requests.mineEmpty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0}>
          {requests?.map((request) => (
            <SealRequestCard
              key={String(request.id)}
              request={request}
              decides={inbox && request.mayDecide && request.status === 'pending'}
              busy={decide.isPending && decide.variables.requestId === request.id}
              onDecide={(approve, comment) => decide.mutate({ requestId: request.id, approve, comment })}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
