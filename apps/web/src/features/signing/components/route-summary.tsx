import { Box, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconRoute } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatActTime, type RouteStory } from '../lib/route-story';

/** The route's sentences in the page's language: where I am, my group, whose fields I fill, who acted. */
export function useRouteWords(story: RouteStory) {
  const { t, i18n } = useTranslation();
  const position = story.position ? t('signing.route.position', story.position) : null;
  const anyOne = story.anyOne ? t(`signing.route.anyOne_${story.act}`) : null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(story.fillsFor);
  return {
    /** "You are in step 2 of 3 · Any one of you may sign for the group". */
    heading: [position, anyOne].filter(Boolean).join(' · ') || null,
    fillsFor: story.fillsFor.length > 0 ? t('signing.route.fillsFor', { names }) : null,
    deeds: story.acted.map((deed) => t(`signing.route.deed_${deed.deed}`, { name: deed.name, at: formatActTime(deed.at, i18n.language) })),
  };
}

/** Who acted so far, one line each, in the order they did. */
export function RouteDeeds({ deeds, id }: { deeds: readonly string[]; id?: string }) {
  const { t } = useTranslation();
  return (
    <List
      id={id}
      size="sm"
      spacing={4}
      aria-label={t('signing.route.actedTitle')}
      icon={<IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden style={{ marginTop: 2 }} />}
      styles={{ itemWrapper: { alignItems: 'flex-start' }, itemLabel: { overflowWrap: 'anywhere' } }}
    >
      {deeds.map((deed, index) => (
        <List.Item key={index}>{deed}</List.Item>
      ))}
    </List>
  );
}

/**
 * A slim band under the signing page's header: the step, the group, whose fields a filler
 * fills, and the latest act (all of them on request, so a phone keeps its room for the page).
 */
export function RouteBand({ story, compact }: { story: RouteStory; compact: boolean }) {
  const { t } = useTranslation();
  const words = useRouteWords(story);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? words.deeds : words.deeds.slice(-1);
  return (
    <Box
      component="section"
      aria-label={t('signing.route.label')}
      px={{ base: 'sm', sm: 'lg' }}
      py={6}
      bg="var(--mantine-color-blue-0)"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="route-band"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" maw={980} mx="auto">
        <IconRoute size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} color="var(--mantine-color-blue-8)" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {words.heading && (
            <Text size="sm" fw={600}>
              {words.heading}
            </Text>
          )}
          {words.fillsFor && (
            <Text size="sm" fw={words.heading ? undefined : 600} style={{ overflowWrap: 'anywhere' }}>
              {words.fillsFor}
            </Text>
          )}
          {shown.length > 0 && (
            <Group gap="xs" align="flex-start" wrap="wrap">
              <Box style={{ minWidth: 0, flex: '0 1 auto' }}>
                <RouteDeeds deeds={shown} id={listId} />
              </Box>
              {words.deeds.length > 1 && (
                <UnstyledButton onClick={() => setShowAll((all) => !all)} aria-expanded={showAll} aria-controls={listId} mih={compact ? 32 : 24} fz="sm" fw={600} c="blue.9" td="underline">
                  {showAll ? t('signing.route.hideActed') : t('signing.route.showActed', { count: words.deeds.length })}
                </UnstyledButton>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Box>
  );
}
