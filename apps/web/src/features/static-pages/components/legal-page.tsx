import '../lib/legal-messages';
import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, WEB_ROUTES } from '@signet/contracts';
import type { PublicConfig } from '@signet/contracts';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePublicConfig } from '../../../lib/app-config/get-public-config';
import { LEGAL_DOCUMENTS } from '../../../lib/i18n/legal-document';
import type { LegalDocumentName } from '../../../lib/i18n/legal-document';
import { ArticlePage, ArticleSection } from './article-page';
import { LegalBlockView, LegalContents, OperatorCard } from './legal-blocks';

const ROUTE_OF: Record<LegalDocumentName, string> = {
  userAgreement: WEB_ROUTES.userAgreement,
  privacy: WEB_ROUTES.privacyPolicy,
  eSignDisclosure: WEB_ROUTES.eSignDisclosure,
};

const sectionId = (index: number) => `section-${index + 1}`;

/**
 * One legal page: its text from the `legal` messages, with the operator's name and e-mail (the
 * public config) filled in, marked as a template for counsel, dated, with contents and the
 * operator's card under its last section (Contact).
 */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const { t, i18n } = useTranslation();
  const { data: config, isPending } = usePublicConfig();
  if (isPending) return <PageLoader />;
  // Unreachable server: the layout's banner says so; the page still reads, naming the product.
  const operator: PublicConfig['operator'] = config?.operator ?? { name: PRODUCT_NAME, email: t('legal.operator.emailUnavailable'), legalEffectiveDate: '' };
  const values = { operator: operator.name, email: operator.email, product: PRODUCT_NAME };
  const doc = t(`legal.${name}`, { ...values, returnObjects: true });
  const effective = operator.legalEffectiveDate
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${operator.legalEffectiveDate}T00:00:00Z`))
    : null;
  const last = doc.sections.length - 1;

  return (
    <ArticlePage
      title={doc.title}
      lead={doc.lead}
      header={
        <>
          {effective && <Text fz="sm">{t('legal.effective', { date: effective })}</Text>}
          <Alert variant="light" color="yellow" radius="md" mt="xs" icon={<IconScale size={20} aria-hidden />} title={t('legal.notice.title')} role="note">
            <Text fz="sm">{t('legal.notice.body', values)}</Text>
          </Alert>
        </>
      }
    >
      <LegalContents sections={doc.sections} sectionId={sectionId} />
      {doc.sections.map((section, index) => (
        <ArticleSection key={section.title} id={sectionId(index)} title={`${index + 1}. ${section.title}`}>
          {section.body.map((block, blockIndex) => (
            <LegalBlockView key={blockIndex} block={block} email={operator.email} />
          ))}
          {index === last && config && <OperatorCard operator={operator} />}
        </ArticleSection>
      ))}
      <Divider />
      <Stack gap={6}>
        <Text fw={600}>{t('legal.related')}</Text>
        <Group gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {LEGAL_DOCUMENTS.filter((other) => other !== name).map((other) => (
            <li key={other}>
              <Anchor component={Link} to={ROUTE_OF[other]}>
                {t(`legal.${other}`, { returnObjects: true }).title}
              </Anchor>
            </li>
          ))}
        </Group>
      </Stack>
    </ArticlePage>
  );
}
