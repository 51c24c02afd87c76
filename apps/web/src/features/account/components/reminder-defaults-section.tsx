import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, type UserInfo } from '@signet/contracts';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowUpFields } from '../../../components/forms/follow-up-fields';
import { FormAlert } from '../../../components/forms/form-alert';
import { followUpProblem, followUpValues, remindersOf } from '../../../lib/agreements/follow-up';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from '../../../components/section-card';

/** The reminders new agreements start with (issue 18); each agreement can still change its own. */
export function ReminderDefaultsSection({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const saved = followUpValues({ reminders: userInfo.reminders });
  const [values, setValues] = useState(saved);
  const problem = followUpProblem({ ...values, expiresOn: '' }, new Date());
  const changed = JSON.stringify(remindersOf(values)) !== JSON.stringify(remindersOf(saved));
  const failure = update.error && isApiError(update.error) ? errorMessageOrGeneric(update.error.code, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US') : null;
  return (
    <SectionCard icon={<IconBellRinging size={20} />} title={t('agreements.followUp.defaultsTitle')} description={t('agreements.followUp.defaultsBody')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) return;
          update.mutate({ reminders: remindersOf(values) }, { onSuccess: () => notifications.show({ color: 'teal', message: t('agreements.followUp.defaultsSaved'), autoClose: TIMING.toastMs }) });
        }}
      >
        <FollowUpFields value={values} onChange={setValues} showExpiry={false} remindersError={problem ? t('http_error_403', { ns: 'common' }) : undefined} />
        <FormAlert message={failure} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" variant="default" disabled={!changed} loading={update.isPending}>
            {t('agreements.followUp.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
