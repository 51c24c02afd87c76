import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../lib/state/session-store';

/**
 * Spec 2: a logged-out kick-out goes to the home route. A page that needs an
 * account calls this; when the session ends while it is open (401, sign-out,
 * device limit), the user lands on '/'. Opening the page signed out does not move.
 */
export function useLeaveWhenSignedOut() {
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current && !token) void navigate('/', { replace: true });
    previous.current = token;
  }, [token, navigate]);
}
