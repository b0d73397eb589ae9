import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ClientLoginResponse } from '@agency/contracts';
import { useDocumentTitle } from '@agency/ui';
import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';
import { YourRolesPage } from '../features/roles/YourRolesPage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { authApi } from '../shared/api/authApi';
import { clearToken, readToken, storeToken } from '../shared/session/token';
import { clientApi, useAppDispatch } from '../store';
import { SiteHeader } from './SiteHeader';

export const PORTAL_PATH = '/clientportal';
/** The e-mailed link's page (decision 0130): `?token=` carries the link's token. */
export const RESET_PASSWORD_PATH = `${PORTAL_PATH}/reset-password`;

/**
 * /clientportal: the sign-in card, or the contact's roles once signed in; /clientportal/reset-password: the
 * e-mailed link's page, whoever is signed in on this browser. Any other address under /clientportal is the portal.
 */
export function ClientPortal() {
  useDocumentTitle('Client Portal · TalentBridge');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [token, setToken] = useState(readToken);
  const [signedOutMessage, setSignedOutMessage] = useState<string>();

  const signIn = useCallback(
    (session: ClientLoginResponse) => {
      storeToken(session.token);
      // Nothing read for a previous contact survives a new session; the contact just returned is the session's.
      dispatch(clientApi.util.resetApiState());
      void dispatch(authApi.util.upsertQueryData('getAccount', undefined, session.contact));
      setSignedOutMessage(undefined);
      setToken(session.token);
      // The link's token leaves the address (and the history) at once.
      navigate(PORTAL_PATH, { replace: true });
    },
    [dispatch, navigate],
  );

  const signOut = useCallback(
    (reason?: string) => {
      clearToken();
      dispatch(clientApi.util.resetApiState());
      setSignedOutMessage(reason);
      setToken(null);
    },
    [dispatch],
  );

  let view;
  if (pathname === RESET_PASSWORD_PATH) view = <ResetPasswordPage token={new URLSearchParams(search).get('token')} onSignedIn={signIn} />;
  else if (!token) view = <SignInPage message={signedOutMessage} onSignedIn={signIn} />;
  else view = <YourRolesPage onSessionEnded={signOut} />;

  return (
    <>
      <SiteHeader onSignOut={token && pathname !== RESET_PASSWORD_PATH ? () => signOut() : undefined} />
      {view}
    </>
  );
}
