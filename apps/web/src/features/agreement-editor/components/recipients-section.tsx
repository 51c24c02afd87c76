import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import type { IssueText } from '../hooks/use-issue-text';
import { emptyRecipient, type Step1Values } from '../lib/draft-form';
import { addRecipientProblem } from '../lib/recipient-limits';
import { RecipientRow } from './recipient-row';
import { StepSection } from './step-section';

interface RecipientsSectionProps {
  maxSigners: number;
  issueText: IssueText;
  /** A template's working copy: rows are roles (issue 14). */
  template?: boolean;
}

/** 'Add recipients' and 'Set signing order': the rows in their order, dragged to reorder either way. */
export function RecipientsSection({ maxSigners, issueText, template = false }: RecipientsSectionProps) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<Step1Values>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'recipients', keyName: 'rowKey' });
  const recipients = useWatch({ control, name: 'recipients' });
  const signingOrder = useWatch({ control, name: 'signingOrder' });
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const listError = issueText('recipients');

  let signers = 0;
  const signerIndexes = recipients.map((recipient) => (recipient.role === 'signer' ? signers++ : null));

  const add = () => {
    const problem = addRecipientProblem(recipients, maxSigners);
    if (problem) return setLimitMessage(t(problem.messageKey, { ns: 'common', n: problem.values.n }));
    setLimitMessage(null);
    append(emptyRecipient(), { focusName: `recipients.${fields.length}.${template ? 'roleName' : 'name'}` });
  };

  return (
    <>
      <StepSection
        title={template ? t('flow.roles.title') : t('step_add_recipients', { ns: 'common' })}
        hint={template ? t('flow.roles.hint', { n: maxSigners }) : t('flow.recipients.hint', { n: maxSigners })}
        anchor="step1-recipients"
      >
        <Stack gap={0}>
          {fields.length === 0 ? (
            <Text c="dimmed" fz="sm" py="sm">
              {template ? t('flow.roles.none') : t('need_recipients', { ns: 'common' })}
            </Text>
          ) : (
            <SortableList
              items={fields}
              getId={(field) => field.rowKey}
              getLabel={(_, index) =>
                (template ? recipients[index]?.roleName.trim() : recipients[index]?.name.trim()) || t(template ? 'flow.roles.unnamed' : 'flow.recipients.unnamed', { n: index + 1 })
              }
              onMove={move}
              label={t('flow.recipients.listLabel')}
              renderItem={(field, { index, handle }) => (
                <RecipientRow
                  key={field.rowKey}
                  index={index}
                  handle={handle}
                  signerIndex={signerIndexes[index] ?? null}
                  signingOrder={signingOrder}
                  issueText={issueText}
                  template={template}
                  onRemove={() => {
                    setLimitMessage(null);
                    remove(index);
                  }}
                />
              )}
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
        <Switch {...register('signingOrder')} color="dark" size="md" label={t('step_signing_order', { ns: 'common' })} />
      </StepSection>
    </>
  );
}
