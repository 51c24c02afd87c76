import { Anchor, Box, Button, Checkbox, Container, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { CONSENT_TEXTS } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useAppStore } from '../../../lib/state/app-store';
import { useRecordConsent } from '../api/signer-mutations';
import { OtherActions } from '../components/other-actions';
import { SenderCard } from '../components/sender-card';
import { SignerDocuments } from '../components/signer-documents';
import { SignerViewGate } from '../components/signer-view-gate';
import { StickyBar } from '../components/sticky-bar';
import { WaitPanel } from '../components/wait-panel';
import { endsJourney, signErrorPath, signerPath } from '../lib/signer-routes';

/** /sign/start/:flowSignerId: who asks what, the documents, the consent, then Sign. */
export function SignStartPage() {
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (view.next === 'wait') return <WaitPanel view={view} />;
        if (view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        return <StartContent view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}

function StartContent({ view, flowSignerId }: { view: SignerView; flowSignerId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('signing.start.title'));
  const navigate = useNavigate();
  const language = useAppStore((state) => state.language);
  const isMobile = useAppStore((state) => state.isMobile);
  const [agreed, setAgreed] = useState(view.consent.given);
  const consent = useRecordConsent(flowSignerId);
  const sender = view.sender.name || view.sender.email;

  const sign = () => {
    if (view.consent.given) return void navigate(`/sign/${flowSignerId}`);
    consent.mutate(undefined, {
      onSuccess: () => void navigate(`/sign/${flowSignerId}`),
      onError: (error) => {
        if (isApiError(error) && endsJourney(error.code)) void navigate(signErrorPath(error.code), { replace: true });
      },
    });
  };

  const signButton = (
    <Button size="md" mih={44} onClick={sign} disabled={!agreed} loading={consent.isPending} fullWidth={isMobile} miw={isMobile ? undefined : 160}>
      {view.consent.given ? t('signing.start.continueSigning') : t('signing.start.sign')}
    </Button>
  );

  return (
    <Box pb={isMobile ? 96 : 'xl'}>
      <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'sm', sm: 'xl' }}>
        <Stack gap="lg">
          <SenderCard view={view} heading={t('signing.start.heading', { name: sender })} />
          <SignerDocuments flowSignerId={flowSignerId} documents={view.documents} />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="consent-title">
            <Stack gap="sm">
              <Title order={2} fz={18} id="consent-title">
                {t('signing.start.consentTitle')}
              </Title>
              <ScrollArea.Autosize mah={180} type="auto">
                <Text size="sm" c="dimmed" lang={language}>
                  {CONSENT_TEXTS[language]}
                </Text>
              </ScrollArea.Autosize>
              {view.consent.given ? (
                <Text size="sm" fw={500}>
                  {t('signing.start.consentGiven')}
                </Text>
              ) : (
                <Checkbox
                  size="md"
                  checked={agreed}
                  onChange={(event) => setAgreed(event.currentTarget.checked)}
                  styles={{ body: { alignItems: 'flex-start' }, label: { paddingTop: 2 } }}
                  label={
                    <Trans
                      i18nKey="signing.start.consentCheck"
                      components={{ 1: <Anchor component={Link} to="/page/user-agreement" target="_blank" rel="noopener" /> }}
                    />
                  }
                />
              )}
              {!isMobile && (
                <Group justify="space-between" mt="sm">
                  <OtherActions flowSignerId={flowSignerId} />
                  {signButton}
                </Group>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Container>
      {isMobile && (
        <StickyBar>
          <OtherActions flowSignerId={flowSignerId} compact />
          <Box style={{ flex: 1 }}>{signButton}</Box>
        </StickyBar>
      )}
    </Box>
  );
}
