import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export function TemplatesPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={<IconTemplate size={32} stroke={1.6} />} title={t('pages.templates.title')} body={t('pages.templates.body')} />;
}
