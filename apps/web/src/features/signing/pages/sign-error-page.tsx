import { Badge } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';

/** /sign/error/:errorCode: why a signing link failed, in the catalogue's words. */
export function SignErrorPage() {
  const { t } = useTranslation();
  const { errorCode = '' } = useParams();
  const language = useAppStore((state) => state.language);
  const code = /^\d{1,6}$/.test(errorCode) ? Number(errorCode) : Number.NaN;
  return (
    <StatusPage
      icon={<IconLinkOff size={32} stroke={1.6} />}
      color="red"
      eyebrow={
        Number.isFinite(code) ? (
          <Badge variant="light" color="gray" size="lg">
            {t('pages.signError.code', { code })}
          </Badge>
        ) : undefined
      }
      title={t('pages.signError.title')}
      body={errorMessageOrGeneric(code, language)}
      hideHome
    />
  );
}
