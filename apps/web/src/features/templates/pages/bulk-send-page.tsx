import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorCode, bulkColumnsOf, getBulkSendSample } from '@signet/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { fileRequest } from '../../../lib/api/file-request';
import { downloadFile } from '../../../lib/download/download-file';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';
import { useBulkSend, useCheckBulkSend, useStartBulkSend } from '../api/template-api';
import { BulkReport } from '../components/bulk-report';
import { BulkUpload } from '../components/bulk-upload';
import { TemplateGate, type PublishedTemplate } from '../components/template-gate';
import { templateLinks } from '../lib/template-links';
import { PageContainer } from '../../../components/page-container';

/**
 * /templates/:templateId/bulk: one agreement per row of a CSV or XLSX file. The file is
 * checked first (nothing is sent) and its problems shown by line and column; then every
 * row, or only the valid ones, goes out, and the page follows each row. The bulk send's
 * id stays in the address (?id=), so a reload keeps following it.
 */
export function BulkSendPage() {
  const { t } = useTranslation();
  usePageTitle(t('templates.bulk.title'));
  return <TemplateGate published>{(template) => <BulkSend template={template} />}</TemplateGate>;
}

function BulkSend({ template }: { template: PublishedTemplate }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const bulkSendId = params.get('id');
  const bulk = useBulkSend(bulkSendId && /^\d{1,19}$/.test(bulkSendId) ? bulkSendId : null);
  const check = useCheckBulkSend(template.id);
  const start = useStartBulkSend();
  const showPlanExceeded = useAppStore((state) => state.showPlanExceeded);
  const [progress, setProgress] = useState<number | null>(null);
  const name = template.name || t('templates.untitled');
  const columns = bulkColumnsOf(template.content);
  const failure = check.error ?? start.error;

  const onFile = (file: File) => {
    start.reset();
    setProgress(0);
    check.mutate({ file, onProgress: setProgress }, { onSuccess: (result) => setParams({ id: String(result.id) }, { replace: false }), onSettled: () => setProgress(null) });
  };
  const onSample = () => {
    const request = fileRequest(getBulkSendSample, { params: { templateId: template.id } });
    void downloadFile(request.url, `${name} - bulk send.csv`, { headers: request.headers });
  };
  const onSend = (onlyValid: boolean) => {
    if (!bulk.data) return;
    start.mutate(
      { bulkSendId: bulk.data.id, onlyValid },
      {
        onSuccess: () => void bulk.refetch(),
        onError: (error) => isApiError(error) && error.code === ErrorCode.SignatureQuotaUsedUp && showPlanExceeded('sign_num'),
      },
    );
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <Button component={Link} to={templateLinks.detail(template)} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />} w="fit-content" px={4}>
          {name}
        </Button>
        <PageHeader title={t('templates.bulk.title')} subtitle={t('templates.bulk.subtitle', { name, n: template.latestVersion?.number ?? 1 })} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bulk-columns">
          <Title order={2} fz="md" id="bulk-columns" mb={4}>
            {t('templates.bulk.columnsTitle')}
          </Title>
          <Text fz="sm" c="dimmed" mb="xs">
            {t('templates.bulk.columnsHint')}
          </Text>
          <Group gap={6}>
            {columns.map((column) => (
              <Badge key={column.header} variant={column.required ? 'light' : 'outline'} color="gray" tt="none" fw={500}>
                {column.header}
                {column.required ? ' *' : ''}
              </Badge>
            ))}
          </Group>
        </Paper>
        {(!bulk.data || bulk.data.status === 'checked') && <BulkUpload onFile={onFile} onSample={onSample} checking={check.isPending} progress={progress} />}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(failure) && failure.msg ? failure.msg : errorMessageOrGeneric(isApiError(failure) ? failure.code : 0)}
          </Alert>
        )}
        {bulk.isPending && bulkSendId && (
          <Center py="lg">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        )}
        {bulk.data && <BulkReport bulk={bulk.data} onSend={onSend} sending={start.isPending} onAgain={() => setParams({})} />}
      </Stack>
    </PageContainer>
  );
}
