import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@signet/contracts';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The password rule (length only, NIST 800-63B), ticked live as the user types. */
export function PasswordRules({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation();
  const ok = value.length >= PASSWORD_MIN_CHARS && value.length <= PASSWORD_MAX_CHARS;
  return (
    <div id={id}>
      <List spacing={2} size="sm" center aria-label={t('auth.passwordRules')}>
        <List.Item
          icon={
            <ThemeIcon size={18} radius="xl" color={ok ? 'teal' : 'gray'} variant={ok ? 'filled' : 'light'} aria-hidden>
              {ok ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
            </ThemeIcon>
          }
        >
          <Group gap={4}>
            <Text fz="sm" c={ok ? 'teal.9' : 'dimmed'}>
              {t('auth.ruleLength', { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS })}
            </Text>
          </Group>
        </List.Item>
      </List>
      <Text fz="xs" c="dimmed" mt={4}>
        {t('auth.ruleHint')}
      </Text>
    </div>
  );
}
