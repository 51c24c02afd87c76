import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';

interface GuardOptions {
  /** There is work the server does not have yet. */
  dirty: boolean;
  /** Saves the work; true when saved (the caller shows its own errors and answers false). */
  onSave: () => Promise<boolean>;
}

/**
 * Spec 2: leaving a creation step with unsaved work asks first, offering 'Save and
 * leave' and 'Unsave and close' (and staying). In-app navigation is held by React
 * Router's blocker; closing or reloading the tab gets the browser's own prompt.
 *
 * `leaveWithoutPrompt(go)` runs a navigation the page itself decided on after a
 * successful save (Continue, the first save's new address): the form's `dirty` only
 * turns false on the next render, so that navigation would otherwise be held.
 */
export function useUnsavedChangesGuardWithBypass({ dirty, onSave }: GuardOptions) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  // A signed-out user is sent home by the app; nothing could be saved, so never hold them.
  const guarded = dirty && signedIn;
  const bypass = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarded && !bypass.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [guarded],
  );
  const blocker = useBlocker(shouldBlock);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarded]);

  // Work saved some other way while the dialog was open (or the user signed out): let them go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !guarded) blocker.proceed();
  }, [blocker, guarded]);

  const leaveWithoutPrompt = useCallback((go: () => void) => {
    bypass.current = true;
    try {
      // React Router decides whether to block synchronously inside navigate().
      go();
    } finally {
      bypass.current = false;
    }
  }, []);

  const saveAndLeave = async () => {
    setSaving(true);
    try {
      const saved = await onSave();
      if (blocker.state !== 'blocked') return;
      if (saved) blocker.proceed();
      // Not saved: stay, so the user sees why (the caller shows the error).
      else blocker.reset();
    } finally {
      setSaving(false);
    }
  };

  const stay = () => {
    if (blocker.state === 'blocked' && !saving) blocker.reset();
  };

  const dialog = (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title={t('flow.leave.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack>
        <Text>{t('flow.leave.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={stay} disabled={saving}>
            {t('flow.leave.stay')}
          </Button>
          <Button variant="default" onClick={() => blocker.state === 'blocked' && blocker.proceed()} disabled={saving}>
            {t('leave_unsave', { ns: 'common' })}
          </Button>
          <Button loading={saving} onClick={() => void saveAndLeave()}>
            {t('leave_save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { dialog, leaveWithoutPrompt };
}

/** The dialog to render while `dirty`; see `useUnsavedChangesGuardWithBypass` for navigations after a save. */
export function useUnsavedChangesGuard(options: GuardOptions): ReactNode {
  return useUnsavedChangesGuardWithBypass(options).dialog;
}
