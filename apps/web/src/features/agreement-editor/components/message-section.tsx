import { Text, TextInput, Textarea } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IssueText } from '../hooks/use-issue-text';
import type { Step1Values } from '../lib/draft-form';
import { StepSection } from './step-section';

/** The counter under a text box; red once past the limit (the save then says why). */
function Counter({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Text component="span" fz="xs" c={count > max ? 'red.7' : 'dimmed'}>
      {t('flow.message.counter', { count, max })}
    </Text>
  );
}

/** 'Add message': the invitation's subject and a note, with character counters. */
export function MessageSection({ issueText, documentName }: { issueText: IssueText; documentName: string }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<Step1Values>();
  const subject = useWatch({ control, name: 'subject' });
  const message = useWatch({ control, name: 'message' });
  return (
    <StepSection title={t('step_add_message', { ns: 'common' })}>
      <TextInput
        {...register('subject')}
        label={t('flow.message.subject')}
        placeholder={documentName ? t('flow.message.subjectPlaceholder', { name: documentName }) : undefined}
        description={
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{t('up_to_chars', { ns: 'common', n: LIMITS.subjectChars })}</span>
            <Counter count={subject.length} max={LIMITS.subjectChars} />
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={issueText('subject')}
      />
      <Textarea
        {...register('message')}
        label={t('flow.message.body')}
        placeholder={t('flow.message.bodyPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        description={
          <span style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Counter count={message.length} max={LIMITS.messageChars} />
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        // The spec's 'Please Enter within %d characters' is an error: it appears once the note is too long.
        error={issueText('message') ?? (message.length > LIMITS.messageChars ? t('enter_within_chars', { ns: 'common', n: LIMITS.messageChars }) : undefined)}
      />
    </StepSection>
  );
}
