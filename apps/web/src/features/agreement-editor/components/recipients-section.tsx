import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { holdsFields, isActingRole, routeProblems, type RecipientRole } from '@signet/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { routeProblemText, type IssueText } from '../hooks/use-issue-text';
import { emptyRecipient, type RecipientValues, type Step1Values } from '../lib/draft-form';
import { addRecipientProblem } from '../lib/recipient-limits';
import { addRow, moveRow, removeRow, setGroup, setRole, setSigningOrder, setStep, stepCount, stepMembers, type RouteState } from '../lib/route-form';
import { RecipientRow } from './recipient-row';
import { OutsideHeader, StepHeader } from './route-headers';
import { StepSection } from './step-section';

interface RecipientsSectionProps {
  maxSigners: number;
  issueText: IssueText;
  /** A template's working copy: rows are roles (issue 14). */
  template?: boolean;
}

/**
 * Puts the cursor back on a row's control once the row has moved to its new place; on its role
 * when the step picker went away (everyone in one step: no order left to pick).
 */
function refocus(key: string, control: 'role' | 'step') {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-row-key="${key}"]`);
    if (!row || row.contains(document.activeElement)) return;
    (row.querySelector<HTMLElement>(`[data-focus="${control}"]`) ?? row.querySelector<HTMLElement>('[data-focus="role"]'))?.focus();
  });
}

/**
 * 'Add recipients' and 'Set signing order'. The rows stand in route order (route-form.ts):
 * those who act by step, each step headed by its number and, for two or more, all of them or
 * any one; then the copies and viewers. Dragging, a step number or the switch rearranges them.
 */
export function RecipientsSection({ maxSigners, issueText, template = false }: RecipientsSectionProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue, setFocus } = useFormContext<Step1Values>();
  const recipients = useWatch({ control, name: 'recipients' });
  const signingOrder = useWatch({ control, name: 'signingOrder' });
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const listError = issueText('recipients');

  const current = (): RouteState<RecipientValues> => ({ rows: getValues('recipients'), signingOrder: getValues('signingOrder') });
  const apply = (next: RouteState<RecipientValues>) => {
    setValue('recipients', next.rows, { shouldDirty: true });
    if (next.signingOrder !== getValues('signingOrder')) setValue('signingOrder', next.signingOrder, { shouldDirty: true });
  };

  let holders = 0;
  const holderIndexes = recipients.map((recipient) => (holdsFields(recipient.role) ? holders++ : null));
  const steps = stepCount(recipients);
  const members = stepMembers(recipients);
  const acting = members.flat().length;
  const problems = new Map(routeProblems(recipients, signingOrder).map((problem) => [problem.index, routeProblemText(t, problem.kind, problem.step)]));
  const firstOutside = recipients.findIndex((recipient) => !isActingRole(recipient.role));

  const add = () => {
    const problem = addRecipientProblem(recipients, maxSigners);
    if (problem) return setLimitMessage(t(problem.messageKey, { ns: 'common', n: problem.values.n }));
    setLimitMessage(null);
    const row = emptyRecipient();
    const next = addRow(current(), row);
    apply(next);
    const index = next.rows.findIndex((candidate) => candidate.key === row.key);
    requestAnimationFrame(() => setFocus(`recipients.${index}.${template ? 'roleName' : 'name'}`));
  };

  const header = (index: number) => {
    const recipient = recipients[index];
    if (!recipient) return null;
    if (!isActingRole(recipient.role)) return index === firstOutside && acting > 0 ? <OutsideHeader /> : null;
    const step = recipient.step ?? 1;
    const inStep = members[step - 1] ?? [];
    if (inStep[0] !== index || (steps < 2 && inStep.length < 2)) return null;
    return <StepHeader step={step} steps={steps} members={inStep.length} group={recipient.group} onGroup={(group) => apply(setGroup(current(), step, group))} />;
  };

  return (
    <>
      <StepSection
        title={template ? t('flow.roles.title') : t('step_add_recipients', { ns: 'common' })}
        hint={template ? t('flow.roles.hint', { n: maxSigners }) : t('flow.recipients.hint', { n: maxSigners })}
        anchor="step1-recipients"
      >
        <Stack gap={0}>
          {recipients.length === 0 ? (
            <Text c="dimmed" fz="sm" py="sm">
              {template ? t('flow.roles.none') : t('need_recipients', { ns: 'common' })}
            </Text>
          ) : (
            <SortableList
              items={recipients}
              getId={(recipient) => recipient.key}
              getLabel={(recipient, index) =>
                (template ? recipient.roleName.trim() : recipient.name.trim()) || t(template ? 'flow.roles.unnamed' : 'flow.recipients.unnamed', { n: index + 1 })
              }
              onMove={(from, to) => apply(moveRow(current(), from, to))}
              label={t('flow.recipients.listLabel')}
              renderItem={(recipient, { index, handle }) => {
                const step = recipient.step ?? 1;
                const alone = (members[step - 1]?.length ?? 0) < 2;
                return (
                  <>
                    {header(index)}
                    <RecipientRow
                      index={index}
                      rowKey={recipient.key}
                      handle={handle}
                      holderIndex={holderIndexes[index] ?? null}
                      // With the order on, a recipient may join any step or start a new last one (not when alone in the last: that is the same place).
                      stepChoices={signingOrder && acting >= 2 && isActingRole(recipient.role) ? (alone && step === steps ? steps : steps + 1) : 0}
                      newStep={steps + 1}
                      routeProblem={problems.get(index)}
                      issueText={issueText}
                      template={template}
                      onRole={(role: RecipientRole) => {
                        apply(setRole(current(), index, role));
                        refocus(recipient.key, 'role');
                      }}
                      onStep={(value) => {
                        apply(setStep(current(), index, value));
                        refocus(recipient.key, 'step');
                      }}
                      onRemove={() => {
                        setLimitMessage(null);
                        apply(removeRow(current(), index));
                      }}
                    />
                  </>
                );
              }}
            />
          )}
          {listError && (
            <Text c="red.7" fz="sm" role="alert" mb="xs">
              {listError}
            </Text>
          )}
          <Group gap="sm" mt="xs" align="center">
            <Button variant="default" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={add} mih={40}>
              {template ? t('flow.roles.add') : t('flow.recipients.add')}
            </Button>
            <Text c="red.7" fz="sm" aria-live="polite">
              {limitMessage}
            </Text>
          </Group>
        </Stack>
      </StepSection>
      <StepSection title={t('step_signing_order', { ns: 'common' })} hint={signingOrder ? t('flow.order.on') : t('flow.order.off')}>
        <Switch
          checked={signingOrder}
          onChange={(event) => apply(setSigningOrder(current(), event.currentTarget.checked))}
          color="dark"
          size="md"
          label={t('step_signing_order', { ns: 'common' })}
        />
      </StepSection>
    </>
  );
}
