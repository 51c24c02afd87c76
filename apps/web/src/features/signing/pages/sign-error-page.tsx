import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { SIGNER_REFUSAL_CODES, readErrorData, type Locale, type SignerRefusal, type SignerRefusalCode } from '@signet/contracts';
import { IconAlertTriangle, IconBan, IconCircleCheck, IconCircleX, IconHourglassEmpty, IconLinkOff, IconMail, IconMailForward, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { postEmbedEvent } from '../lib/embedded';
import { StatusPage } from '../../../components/status-page';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { signErrorMemory } from '../lib/sign-error-memory';
import { signErrorStory, type SignErrorStory } from '../lib/sign-error-story';

const isRefusalCode = (code: number): code is SignerRefusalCode => (SIGNER_REFUSAL_CODES as readonly number[]).includes(code);

/** "May 3" (this year) or "May 3, 2025", in the page's language. */
function formatDay(iso: string, language: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

const TONE = {
  done: { color: 'green', icon: IconCircleCheck },
  ended: { color: 'red', icon: IconCircleX },
  link: { color: 'orange', icon: IconLinkOff },
  later: { color: 'gray', icon: IconHourglassEmpty },
} as const;

function StoryIcon({ story }: { story: SignErrorStory }) {
  const props = { size: 32, stroke: 1.6 };
  if (story.body === 'voided') return <IconBan {...props} />;
  if (story.body === 'replaced') return <IconMailForward {...props} />;
  if (story.body === 'unknown') return <IconAlertTriangle {...props} />;
  const Icon = TONE[story.tone].icon;
  return <Icon {...props} />;
}

/**
 * /sign/error/:errorCode: what happened in plain words (who and when, when the
 * refused call was this tab's and the server told), what to do next, and the
 * catalogue's code in small print. Works with the code alone (a reload much later,
 * an old address).
 */
export function SignErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { errorCode = '' } = useParams();
  const language = useAppStore((state) => state.language);
  const code = /^\d{1,6}$/.test(errorCode) ? Number(errorCode) : Number.NaN;
  const remembered = useMemo(() => (Number.isFinite(code) ? signErrorMemory.recall(code) : null), [code]);
  const details: SignerRefusal | null = remembered && isRefusalCode(code) ? readErrorData(code, remembered.data) : null;
  const story = signErrorStory(code, details);
  useEffect(() => {
    if (Number.isFinite(code)) postEmbedEvent('error', { code });
  }, [code]);
  const values = { name: story.name ?? '', date: story.at ? formatDay(story.at, language) : '', n: story.n ?? 0 };
  const hasSession = remembered !== null && signerSessions.get(remembered.flowSignerId) !== null;
  const sender = details?.sender;
  const retryPath = story.retry ? remembered?.retryPath : undefined;

  const finishPath = story.finish && hasSession && remembered ? `/sign/finish/${remembered.flowSignerId}` : undefined;
  const actions = (retryPath || finishPath || sender?.email) && (
    <>
      {retryPath && (
        <Button leftSection={<IconRefresh size={18} aria-hidden />} mih={44} onClick={() => void navigate(retryPath, { replace: true })}>
          {t('signErrors.actions.retry')}
        </Button>
      )}
      {finishPath && story.finish && (
        <Button component={Link} to={finishPath} replace mih={44}>
          {t(`signErrors.actions.${story.finish}`)}
        </Button>
      )}
      {sender?.email && (
        <Button component="a" href={`mailto:${sender.email}`} variant={retryPath || finishPath ? 'default' : 'filled'} leftSection={<IconMail size={18} aria-hidden />} mih={44}>
          {sender.name ? t('signErrors.sender.write', { name: sender.name }) : t('signErrors.sender.writeNoName')}
        </Button>
      )}
    </>
  );

  return (
    <StatusPage
      icon={<StoryIcon story={story} />}
      color={TONE[story.tone].color}
      title={t(`signErrors.headline.${story.headline}`, values)}
      body={t(`signErrors.body.${story.body}`, values)}
      actions={actions}
      footnote={Number.isFinite(code) ? t('signErrors.code', { code, message: errorMessageOrGeneric(code, language) }) : undefined}
      hideHome
    >
      <Stack gap="xs" w="100%" maw={440} ta="start">
        <Title order={2} fz="md">
          {t('signErrors.next.title')}
        </Title>
        {story.steps.map((step) => (
          <Text key={step} size="sm">
            {t(`signErrors.next.${step}`)}
          </Text>
        ))}
        {sender && (sender.name || sender.email) && (
          <Paper withBorder radius="md" p="sm" mt={4} bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed">
              {t('signErrors.sender.label')}
            </Text>
            {sender.name && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {sender.name}
              </Text>
            )}
            {sender.email && (
              <Anchor href={`mailto:${sender.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {sender.email}
              </Anchor>
            )}
          </Paper>
        )}
      </Stack>
    </StatusPage>
  );
}
