import { IconFileDescription, IconFiles, IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** /agreements: the sender's list of agreements (arrives with accounts). */
export function AgreementsPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={<IconFiles size={32} stroke={1.6} />} title={t('pages.agreements.title')} body={t('pages.agreements.body')} />;
}

/** /agreement/:flowId: one agreement's documents, recipients and history. */
export function AgreementDetailPage() {
  const { t } = useTranslation();
  const { flowId } = useParams();
  return (
    <ComingSoon
      icon={<IconFileDescription size={32} stroke={1.6} />}
      title={t('pages.agreementDetail.title')}
      body={t('pages.agreementDetail.body')}
      reference={flowId}
    />
  );
}

/** /detail/:flowId: signer progress of one flow. */
export function FlowDetailPage() {
  const { t } = useTranslation();
  const { flowId } = useParams();
  return (
    <ComingSoon
      icon={<IconTimeline size={32} stroke={1.6} />}
      title={t('pages.flowDetail.title')}
      body={t('pages.flowDetail.body')}
      reference={flowId}
    />
  );
}
