import { Badge, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export interface ComingSoonProps {
  title: string;
  body: string;
  /** The id from the URL, shown so a tester can see which item the link points to. */
  reference?: string;
  icon?: ReactNode;
  /** Developer pages say so instead of "coming soon". */
  developer?: boolean;
  hideHome?: boolean;
}

/** A page whose feature is not built yet: what will be here, and a way home. */
export function ComingSoon({ title, body, reference, icon, developer, hideHome }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={icon ?? <IconHourglassHigh size={32} stroke={1.6} />}
      eyebrow={
        <Badge variant="light" color={developer ? 'gray' : 'signet'} size="lg">
          {developer ? t('common.developerPage') : t('common.comingSoon')}
        </Badge>
      }
      title={title}
      body={
        <>
          {body}
          {reference && (
            <Text component="span" display="block" mt="xs" fz="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {t('common.reference', { value: reference })}
            </Text>
          )}
        </>
      }
      hideHome={hideHome}
    />
  );
}
