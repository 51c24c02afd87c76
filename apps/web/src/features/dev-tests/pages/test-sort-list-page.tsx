import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export function TestSortListPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={<IconFlask size={32} stroke={1.6} />} title={t('pages.testSortList.title')} body={t('pages.testSortList.body')} developer />;
}
