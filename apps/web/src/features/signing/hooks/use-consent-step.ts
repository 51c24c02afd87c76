import { useCallback, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useRecordConsent } from '../api/signer-mutations';
import { pathAfterRefusal } from '../lib/signer-routes';

/**
 * The consent before anything opens: `ask` points the signer at the bar (a field or Finish tried
 * first), `agree` records it and moves the keyboard on to the first field's button, or to the
 * action itself when there is no field (an approver's Approve). A refusal goes where it says.
 */
export function useConsentStep(flowSignerId: string, actionRef: RefObject<HTMLButtonElement | null>) {
  const navigate = useNavigate();
  const consent = useRecordConsent(flowSignerId);
  const [prompted, setPrompted] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);

  const ask = useCallback(() => {
    setPrompted(true);
    checkboxRef.current?.focus();
    checkboxRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const agree = () =>
    consent.mutate(undefined, {
      onSuccess: () => {
        setPrompted(false);
        requestAnimationFrame(() => (document.getElementById('sign-next') ?? actionRef.current)?.focus());
      },
      onError: (error) => {
        const path = isApiError(error) ? pathAfterRefusal(error.code, flowSignerId) : null;
        if (path) void navigate(path, { replace: true });
      },
    });

  return { ask, agree, prompted, checkboxRef, saving: consent.isPending, failed: consent.isError };
}
