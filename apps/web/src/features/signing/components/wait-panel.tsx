import { IconHourglass } from '@tabler/icons-react';
import type { SignerView } from '@signet/contracts';
import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { routeStory, type RouteStory } from '../lib/route-story';
import { RouteDeeds, useRouteWords } from './route-summary';

/**
 * A recipient whose step has not opened yet: their step, whom they wait for, and that an
 * e-mail will come; in a route of several steps, who has acted so far.
 */
export function WaitPanel({ view }: { view: SignerView }) {
  const { t, i18n } = useTranslation();
  const sender = view.sender.name || view.sender.email;
  const story = routeStory(view);
  const position = story?.position;
  // An earlier any-one-of group waits for one of its members, not all: in steps the names are listed, never joined with "and".
  const names = position ? view.waitingFor.join(t('signing.wait.nameSeparator')) : new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(view.waitingFor);
  const body = position
    ? names
      ? t('signing.wait.bodySteps', { sender, names, ...position })
      : t('signing.wait.bodyStepsNoNames', { sender, ...position })
    : names
      ? t('signing.wait.body', { sender, names })
      : t('signing.wait.bodyNoNames', { sender });
  return (
    <StatusPage
      icon={<IconHourglass size={32} stroke={1.6} />}
      color="gray"
      title={t('signing.wait.title')}
      body={
        <Stack gap="sm" component="span">
          <Text component="span" fw={500} c="var(--mantine-color-text)">
            {body}
          </Text>
          {story?.anyOne && <Text component="span">{t(`signing.route.anyOne_${story.act}`)}</Text>}
          <Text component="span">{t('signing.wait.next')}</Text>
          <Text component="span" size="sm">
            {view.agreement.subject || view.agreement.name}
          </Text>
        </Stack>
      }
      hideHome
    >
      {story && story.acted.length > 0 && <ActedSoFar story={story} />}
    </StatusPage>
  );
}

function ActedSoFar({ story }: { story: RouteStory }) {
  const { t } = useTranslation();
  const words = useRouteWords(story);
  return (
    <Box w="100%" maw={440} ta="start" component="section" aria-labelledby="wait-acted">
      <Text id="wait-acted" fw={600} size="sm" mb={4}>
        {t('signing.route.actedTitle')}
      </Text>
      <RouteDeeds deeds={words.deeds} />
    </Box>
  );
}
