import { Box, SegmentedControl, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IssueText } from '../hooks/use-issue-text';
import type { Step1Values } from '../lib/draft-form';

/** Where on the right edge the cross-page seal's centre may sit, as presets of the slider. */
const POSITIONS = { top: 0.2, middle: 0.5, bottom: 0.8 } as const;
type Position = keyof typeof POSITIONS;

const presetOf = (centre: number): Position | '' => (Object.entries(POSITIONS).find(([, value]) => Math.abs(value - centre) < 0.001)?.[0] as Position | undefined) ?? '';

/**
 * A signer or approver who acts for a company (issue 34): the company's name, and the
 * cross-page seal (骑缝章) asked of it, on which pages and where on the right edge.
 */
export function CompanyPartyFields({ index, issueText }: { index: number; issueText: IssueText }) {
  const { t } = useTranslation();
  const { control, register, setValue } = useFormContext<Step1Values>();
  const partyName = useWatch({ control, name: `recipients.${index}.partyName` });
  const seal = useWatch({ control, name: `recipients.${index}.crossPageSeal` });
  const positionLabel = useId();
  const on = partyName !== null;
  const path = `recipients.${index}` as const;
  const setSeal = (next: Step1Values['recipients'][number]['crossPageSeal']) => setValue(`${path}.crossPageSeal`, next, { shouldDirty: true });
  const percent = Math.round((seal?.centreFromTop ?? 0.5) * 100);

  return (
    <Stack gap={6} mt={8} data-testid="company-party">
      <Switch
        label={t('seals.party.signsFor')}
        description={on ? undefined : t('seals.party.signsForHint')}
        checked={on}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setValue(`${path}.partyName`, checked ? '' : null, { shouldDirty: true });
          if (!checked) setSeal(null);
        }}
      />
      {on && (
        <Box pl={{ base: 0, sm: 'lg' }}>
          <Stack gap="xs">
            <TextInput
              {...register(`${path}.partyName`)}
              label={t('seals.party.name')}
              description={t('seals.party.nameHint')}
              maxLength={120}
              autoComplete="organization"
              maw={{ base: '100%', sm: 420 }}
              error={issueText(`${path}.partyName`)}
            />
            <Switch
              label={t('seals.party.crossPage')}
              description={t('seals.party.crossPageHint')}
              checked={seal !== null}
              onChange={(event) => setSeal(event.currentTarget.checked ? { pages: 'all', centreFromTop: 0.5 } : null)}
            />
            {seal && (
              <Stack gap="xs" pl={{ base: 0, sm: 'lg' }}>
                <div>
                  <Text fz="sm" fw={500} mb={4}>
                    {t('seals.party.pages')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-label={t('seals.party.pages')}
                    value={seal.pages === 'all' ? 'all' : 'some'}
                    data={[
                      { value: 'all', label: t('seals.party.pagesAll') },
                      { value: 'some', label: t('seals.party.pagesSome') },
                    ]}
                    onChange={(value) => setSeal({ ...seal, pages: value === 'all' ? 'all' : '' })}
                  />
                </div>
                {seal.pages !== 'all' && (
                  <TextInput
                    label={t('seals.party.ranges')}
                    description={t('seals.party.rangesHint')}
                    placeholder="1-3,5"
                    value={seal.pages}
                    maw={{ base: '100%', sm: 240 }}
                    inputMode="numeric"
                    error={issueText(`${path}.crossPageSeal.pages`)}
                    onChange={(event) => setSeal({ ...seal, pages: event.currentTarget.value })}
                  />
                )}
                <div>
                  <Text fz="sm" fw={500} mb={4} id={positionLabel}>
                    {t('seals.party.position')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby={positionLabel}
                    value={presetOf(seal.centreFromTop)}
                    data={(Object.keys(POSITIONS) as Position[]).map((position) => ({ value: position, label: t(`seals.party.${position}`) }))}
                    onChange={(value) => setSeal({ ...seal, centreFromTop: POSITIONS[value as Position] })}
                  />
                  <Slider
                    mt="sm"
                    maw={{ base: '100%', sm: 320 }}
                    min={10}
                    max={90}
                    step={1}
                    value={percent}
                    label={(value) => t('seals.party.fromTop', { percent: value })}
                    thumbLabel={t('seals.party.position')}
                    aria-valuetext={t('seals.party.fromTop', { percent })}
                    onChange={(value) => setSeal({ ...seal, centreFromTop: value / 100 })}
                  />
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t('seals.party.fromTop', { percent })}
                  </Text>
                </div>
              </Stack>
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
