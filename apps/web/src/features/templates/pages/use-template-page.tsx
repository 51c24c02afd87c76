import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorCode, LIMITS, TIMING, webPath } from '@signet/contracts';
import { IconArrowLeft, IconFilePencil, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';
import { useUseTemplate } from '../api/template-api';
import { valueProblemText } from '../../../lib/i18n/field-value-problem';
import { PrefillFields } from '../components/prefill-fields';
import { RoleFillCard } from '../components/role-fill-card';
import { TemplateGate, type PublishedTemplate } from '../components/template-gate';
import { templateLinks } from '../lib/template-links';
import { templateUseBody, templateUseDefaults, templateUseProblems, type TemplateUseValues } from '../lib/template-use-form';
import { PageContainer } from '../../../components/page-container';
import { routeSentences } from '../../../lib/agreements/route-sentence';

/** /templates/:templateId/use: a person for each role, values to fill in, the message; then send, or open as a draft. */
export function UseTemplatePage() {
  const { t } = useTranslation();
  usePageTitle(t('templates.use.title'));
  return <TemplateGate published>{(template) => <UseTemplateForm template={template} />}</TemplateGate>;
}

function UseTemplateForm({ template }: { template: PublishedTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const defaults = useMemo(() => templateUseDefaults(template), [template]);
  // Step numbers only help when the route has more than one step.
  const ordered = new Set(defaults.roles.flatMap((role) => (role.step === null ? [] : [role.step]))).size > 1;
  const form = useForm<TemplateUseValues>({ defaultValues: defaults });
  const use = useUseTemplate();
  const showPlanExceeded = useAppStore((state) => state.showPlanExceeded);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; account: boolean } | null>(null);
  const [pending, setPending] = useState<'send' | 'draft' | null>(null);
  const error = (path: string) => issues[path];
  const name = template.name || t('templates.untitled');

  const submit = async (send: boolean) => {
    const values = form.getValues();
    setFailure(null);
    const problems = templateUseProblems(values, send);
    const say = {
      missing: t('need_signers_info', { ns: 'common' }),
      email_invalid: t('flow.recipients.emailInvalid'),
      phone_invalid: t('phone_invalid', { ns: 'common' }),
      read_only_empty: t('templates.use.readOnlyNeeded'),
      value_invalid: '',
    };
    setIssues(Object.fromEntries(problems.map(({ path, problem, value }) => [path, value ? valueProblemText(t, value) : say[problem]])));
    if (problems.length > 0) {
      const first = problems[0]?.path;
      if (first) form.setFocus(first as `roles.${number}.name`);
      return;
    }
    setPending(send ? 'send' : 'draft');
    try {
      const agreement = await use.mutateAsync({ templateId: template.id, body: templateUseBody(values, defaults, send) });
      notifications.show({ color: 'teal', message: send ? t('send_success', { ns: 'common' }) : t('templates.use.draftMade'), autoClose: TIMING.toastMs });
      void navigate(send ? webPath('agreementDetail', { flowId: agreement.id }) : webPath('createStep1', { flowId: agreement.id }));
    } catch (caught) {
      const apiError = isApiError(caught) ? caught : null;
      const recipientIndex = apiError?.dataFor(ErrorCode.ParameterError)?.recipientIndex;
      if (recipientIndex !== undefined) setIssues({ [`roles.${recipientIndex}`]: apiError?.msg ?? '' });
      if (apiError?.code === ErrorCode.SignatureQuotaUsedUp) showPlanExceeded('sign_num');
      setFailure({ text: apiError?.msg || errorMessageOrGeneric(apiError?.code ?? 0), account: apiError?.code === ErrorCode.InitiatorEmailMissing });
    } finally {
      setPending(null);
    }
  };

  return (
    <PageContainer>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack gap="lg">
            <Button component={Link} to={templateLinks.detail(template)} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />} w="fit-content" px={4}>
              {name}
            </Button>
            <PageHeader title={t('templates.use.title')} subtitle={t('templates.use.subtitle', { name, n: template.latestVersion?.number ?? 1 })} />
            <Stack gap="sm" component="section" aria-labelledby="roles-title">
              <Title order={2} fz="lg" id="roles-title">
                {t('templates.use.rolesTitle')}
              </Title>
              <Stack gap={0} data-testid="use-route">
                {routeSentences(t, template.content.recipients, template.content.signingOrder).map((sentence) => (
                  <Text key={sentence} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {sentence}
                  </Text>
                ))}
              </Stack>
              {defaults.roles.map((role, index) => (
                <RoleFillCard key={String(role.roleId)} index={index} role={role} ordered={ordered} error={error} />
              ))}
            </Stack>
            <PrefillFields fields={defaults.prefill} error={error} />
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="message-title">
              <Title order={2} fz="lg" id="message-title" mb="xs">
                {t('templates.use.messageTitle')}
              </Title>
              <Stack gap="sm">
                <TextInput {...form.register('name')} label={t('flow.nameLabel')} maxLength={LIMITS.documentNameChars} autoComplete="off" />
                <TextInput {...form.register('subject')} label={t('fields.review.subject')} maxLength={LIMITS.subjectChars} autoComplete="off" />
                <Textarea {...form.register('message')} label={t('fields.review.message')} autosize minRows={3} maxLength={LIMITS.messageChars} />
              </Stack>
            </Paper>
            {failure && (
              <Alert color="red" variant="light" role="alert" data-testid="use-error">
                <Stack gap={4}>
                  <Text fz="sm">{failure.text}</Text>
                  {failure.account && (
                    <Anchor component={Link} to="/account" fw={600} fz="sm">
                      {t('fields.review.accountLink')}
                    </Anchor>
                  )}
                </Stack>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" size="md" leftSection={<IconFilePencil size={18} aria-hidden />} loading={pending === 'draft'} disabled={pending === 'send'} onClick={() => void submit(false)}>
                {t('templates.use.openDraft')}
              </Button>
              <Button size="md" leftSection={<IconSend size={18} aria-hidden />} loading={pending === 'send'} disabled={pending === 'draft'} onClick={() => void submit(true)} data-testid="use-send">
                {t('templates.use.send')}
              </Button>
            </Group>
            <Text fz="xs" c="dimmed" ta="right">
              {t('templates.use.draftHint')}
            </Text>
          </Stack>
        </form>
      </FormProvider>
    </PageContainer>
  );
}
