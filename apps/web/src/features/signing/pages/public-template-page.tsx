import { Avatar, Badge, Box, Center, Container, Group, Loader, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { ErrorCode, getPublicTemplateDocumentFile, type PublicTemplate, type PublicTemplateUnavailable } from '@signet/contracts';
import { IconCalendarOff, IconLinkOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer';
import { StatusPage } from '../../../components/status-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { pdfSource } from '../../../lib/api/file-request';
import { usePublicTemplate } from '../api/public-template';
import { PublicTemplateForm } from '../components/public-template-form';
import { signerPath } from '../lib/signer-routes';

/**
 * /t/:publicToken: a template's public link (issue 14). The visitor reads the documents,
 * proves their e-mail with a code and signs as the first role; the agreement is the
 * template owner's. A link that cannot be used says why instead of failing later.
 */
export function PublicTemplatePage() {
  const { t } = useTranslation();
  const { publicToken = '' } = useParams();
  const query = usePublicTemplate(publicToken);
  const [blocked, setBlocked] = useState<PublicTemplateUnavailable | 'gone' | null>(null);
  usePageTitle(query.data?.name ?? t('signing.public.title'));

  const code = isApiError(query.error) ? query.error.code : query.error ? ErrorCode.InternalError : null;
  const reason = blocked ?? (code === ErrorCode.NotFound || code === ErrorCode.ParameterError ? 'gone' : (query.data?.unavailable ?? null));
  if (reason) return <Unavailable reason={reason} sender={query.data?.sender.name ?? ''} />;
  if (code !== null) {
    return <StatusPage icon={<IconLinkOff size={30} />} title={t('signing.public.failedTitle')} body={t('signing.public.failedBody')} color="red" hideHome />;
  }
  if (!query.data) {
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <PublicTemplateContent template={query.data} publicToken={publicToken} onBlocked={(answer) => setBlocked(answer === ErrorCode.SignatureQuotaUsedUp ? 'quota' : 'gone')} />;
}

function Unavailable({ reason, sender }: { reason: PublicTemplateUnavailable | 'gone'; sender: string }) {
  const { t } = useTranslation();
  const texts = {
    gone: [t('signing.public.goneTitle'), t('signing.public.goneBody')],
    roles: [t('signing.public.goneTitle'), t('signing.public.goneBody')],
    quota: [t('signing.public.quotaTitle'), t('signing.public.quotaBody', { sender: sender || t('signing.public.theSender') })],
    daily_limit: [t('signing.public.dailyTitle'), t('signing.public.dailyBody')],
  } as const;
  const [title, body] = texts[reason];
  return <StatusPage icon={reason === 'daily_limit' ? <IconCalendarOff size={30} /> : <IconLinkOff size={30} />} title={title} body={body} color="gray" hideHome />;
}

function PublicTemplateContent({ template, publicToken, onBlocked }: { template: PublicTemplate; publicToken: string; onBlocked: (code: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [documentId, setDocumentId] = useState(String(template.documents[0]?.id ?? ''));
  const document = template.documents.find((candidate) => String(candidate.id) === documentId) ?? template.documents[0];
  const source = useMemo(() => (document ? pdfSource(getPublicTemplateDocumentFile, { params: { publicToken, documentId: document.id } }) : null), [publicToken, document]);
  const options = template.documents.map((candidate) => ({ value: String(candidate.id), label: candidate.name }));

  return (
    <Container size="lg" px={{ base: 0, sm: 'md' }} py={{ base: 0, sm: 'lg' }}>
      <Stack gap="md">
        <Box px={{ base: 'sm', sm: 0 }} pt={{ base: 'sm', sm: 0 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="gray" radius="xl" aria-hidden>
                  {[...template.sender.name][0]?.toLocaleUpperCase()}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" c="dimmed">
                    {t('signing.common.sentBy')}
                  </Text>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {template.sender.name}
                  </Text>
                </Stack>
              </Group>
              <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                {template.name}
              </Title>
              <Group gap="xs">
                <Text fz="sm" c="dimmed">
                  {t('signing.public.youSignAs')}
                </Text>
                <Badge variant="light" color="gray" tt="none">
                  {template.roleName}
                </Badge>
              </Group>
            </Stack>
          </Paper>
        </Box>
        <Box px={{ base: 'sm', sm: 0 }}>
          <PublicTemplateForm
            publicToken={publicToken}
            roleName={template.roleName}
            onBlocked={onBlocked}
            onStarted={(result) => void navigate(signerPath(result.next, String(result.recipientId)), { replace: true })}
          />
        </Box>
        {options.length > 1 && (
          <Box px={{ base: 'sm', sm: 0 }}>
            {options.length <= 3 ? (
              <SegmentedControl data={options} value={documentId} onChange={setDocumentId} aria-label={t('signing.view.chooseDocument')} fullWidth />
            ) : (
              <Select data={options} value={documentId} onChange={(value) => value && setDocumentId(value)} label={t('signing.view.chooseDocument')} allowDeselect={false} />
            )}
          </Box>
        )}
        {document && source && (
          <Box h="max(420px, calc(100dvh - 200px))" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'hidden' }} aria-label={t('signing.public.preview')} component="section">
            <PdfViewer key={documentId} source={source} pageSizes={document.pageSizes} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
