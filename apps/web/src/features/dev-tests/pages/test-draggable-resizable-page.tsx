import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export function TestDraggableResizablePage() {
  const { t } = useTranslation();
  return <ComingSoon icon={<IconFlask size={32} stroke={1.6} />} title={t('pages.testDraggableResizable.title')} body={t('pages.testDraggableResizable.body')} developer />;
}
