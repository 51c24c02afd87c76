import { Anchor, Badge, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { invitationSubject, personDisplayName, RECIPIENT_ROLES, type Agreement } from '@signet/contracts';
import { IconFileText, IconListNumbers, IconMail, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecipientVerificationBadge } from '../../../../components/recipient-verification-badge';
import { partyLabel } from '../../../../lib/agreements/party-label';
import { routeSentences } from '../../../../lib/agreements/route-sentence';
import { useSessionStore } from '../../../../lib/state/session-store';
import { signersOf } from '../../lib/field-draft';
import { signerColor } from '../../lib/signer-colors';

interface CardProps {
  icon: ReactNode;
  title: string;
  edit: { to: string; label: string }[];
  children: ReactNode;
  testId: string;
}

function ReviewCard({ icon, title, edit, children, testId }: CardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <Text c="dimmed" style={{ display: 'flex' }} aria-hidden>
            {icon}
          </Text>
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          {edit.map((link) => (
            <Anchor key={link.to + link.label} component={Link} to={link.to} size="sm" aria-label={link.label}>
              {edit.length > 1 ? link.label : t('fields.review.edit')}
            </Anchor>
          ))}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/** What will be sent, card by card, each with a link to the step that changes it. */
export function ReviewCards({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const id = String(agreement.id);
  const step1 = `/flow/create/step1/${id}`;
  const step2 = `/flow/create/step2/${id}`;
  const recipients = [...agreement.recipients].sort((a, b) => a.order - b.order);
  const signerIndex = new Map(signersOf(recipients).map((entry) => [String(entry.recipient.id), entry.signerIndex]));
  const ordered = new Set(recipients.map((recipient) => recipient.step ?? null).filter((step) => step !== null)).size > 1;
  const route = routeSentences(t, recipients, agreement.signingOrder);

  return (
    <>
      <ReviewCard
        icon={<IconFileText size={20} />}
        title={t('fields.review.documents')}
        edit={[
          { to: step1, label: t('fields.review.editDocuments') },
          { to: step2, label: t('fields.review.editFields') },
        ]}
        testId="review-documents"
      >
        <Stack gap="xs">
          {agreement.documents.map((doc) => {
            const count = agreement.fields.filter((field) => String(field.documentId) === String(doc.id)).length;
            return (
              <Group key={String(doc.id)} justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={500} truncate style={{ minWidth: 0 }} title={doc.name}>
                  {doc.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                  {t('fields.review.pages', { count: doc.pageCount })} · {t('fields.fieldCount', { count })}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </ReviewCard>

      <ReviewCard icon={<IconUsers size={20} />} title={agreement.template ? t('flow.roles.title') : t('fields.review.recipients')} edit={[{ to: step1, label: t('fields.review.editRecipients') }]} testId="review-recipients">
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recipients.map((recipient) => {
            const index = signerIndex.get(String(recipient.id));
            return (
              <Group key={String(recipient.id)} component="li" wrap="nowrap" gap="sm" align="flex-start">
                {ordered && (
                  <Badge
                    variant="default"
                    circle
                    style={{ flex: 'none', visibility: recipient.step ? undefined : 'hidden' }}
                    aria-label={recipient.step ? t('fields.review.stepNumber', { n: recipient.step }) : undefined}
                    aria-hidden={recipient.step ? undefined : true}
                  >
                    {recipient.step ?? '–'}
                  </Badge>
                )}
                <ColorSwatch size={12} color={index === undefined ? 'var(--mantine-color-gray-4)' : `var(--mantine-color-${signerColor(index)}-6)`} aria-hidden style={{ flex: 'none' }} />
                {/* Shown whole, wrapping anywhere: this is where a sender checks addresses for typos. */}
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {recipient.roleName || partyLabel(t, recipient)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="review-recipient-email">
                    {recipient.roleName
                      ? recipient.email
                        ? `${recipient.name} · ${recipient.email}`
                        : t('fields.review.roleFilledWhenUsed')
                      : recipient.email}
                  </Text>
                  <RecipientVerificationBadge recipient={recipient} mt={4} />
                </Stack>
                {/* Grey: the dot carries the signer's colour, and light yellow text would be too faint. */}
                <Badge variant="light" color="gray" style={{ flex: 'none' }} tt="none">
                  {t(`role_${recipient.role}`, { ns: 'common' })}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      </ReviewCard>

      <ReviewCard icon={<IconListNumbers size={20} />} title={t('fields.review.settings')} edit={[{ to: step1, label: t('fields.review.editRecipients') }]} testId="review-settings">
        {agreement.selfSign ? (
          <Text size="sm">{t('fields.review.selfSign')}</Text>
        ) : (
          <Stack gap={4}>
            <Text fw={500}>{t('fields.review.route')}</Text>
            <Stack gap={2} data-testid="review-route">
              {route.map((sentence) => (
                <Text key={sentence} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {sentence}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
      </ReviewCard>

      <ReviewCard icon={<IconMail size={20} />} title={t('fields.review.message')} edit={[{ to: step1, label: t('fields.review.editMessage') }]} testId="review-message">
        <Stack gap={6}>
          <InvitationSubjects agreement={agreement} />
          <Text size="sm" c={agreement.message ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {agreement.message || t('fields.review.noMessage')}
          </Text>
        </Stack>
      </ReviewCard>
    </>
  );
}

/**
 * The subject each recipient's invitation will really carry: the sender's own, else
 * Signet's default per role (each role's differs), from the same rule the
 * server mails with, in the sender's language (a recipient's until they open a link).
 */
function InvitationSubjects({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const senderName = personDisplayName({ name: user?.name ?? '', email: user?.email ?? null });
  const roles = agreement.subject.trim() ? (['signer'] as const) : RECIPIENT_ROLES.filter((role) => agreement.recipients.some((r) => r.role === role));
  if (agreement.selfSign) return <Text size="sm" c="dimmed">{t('fields.review.noInvitation')}</Text>;
  if (agreement.template) {
    return (
      <div>
        <Text size="sm" c="dimmed">
          {t('fields.review.subject')}
        </Text>
        <Text fw={500} c={agreement.subject.trim() ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {agreement.subject.trim() || t('fields.review.templateDefaultSubject')}
        </Text>
      </div>
    );
  }
  return (
    <div>
      <Text size="sm" c="dimmed">
        {agreement.subject.trim() ? t('fields.review.subject') : t('fields.review.defaultSubject')}
      </Text>
      {roles.map((role) => (
        <Text key={role} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {roles.length > 1 && (
            <Text span c="dimmed" fw={400}>
              {t(`fields.review.subjectTo_${role}`)}{' '}
            </Text>
          )}
          {invitationSubject({ subject: agreement.subject, senderName, agreementName: agreement.name, role }, user?.locale ?? 'en-US')}
        </Text>
      ))}
    </div>
  );
}
