import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from './token';

/**
 * Logout clears the session and goes to the landing page (spec: staff shell). The cached data of the
 * session is dropped at the next sign-in (LoginPage), not here: emptying the store now would re-render
 * the management area without a token before the navigation lands, and send the visitor to /login.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    navigate('/');
  }, [navigate]);
}
