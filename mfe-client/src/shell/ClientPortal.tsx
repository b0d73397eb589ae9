import { useCallback, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import type { ClientLoginResponse } from '@agency/contracts';
import { useDocumentTitle } from '@agency/ui';
import { InterviewsPage } from '../features/interviews/InterviewsPage';
import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';
import { YourRolesPage } from '../features/roles/YourRolesPage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { RoleSubmissionsPage } from '../features/submissions/RoleSubmissionsPage';
import { authApi } from '../shared/api/authApi';
import { INTERVIEWS_PATH, PORTAL_PATH, RESET_PASSWORD_PATH, ROLE_PATH } from '../shared/portal/paths';
import { clearToken, readToken, storeToken } from '../shared/session/token';
import { clientApi, useAppDispatch } from '../store';
import { PortalNav } from './PortalNav';
import { SiteHeader } from './SiteHeader';

/**
 * /clientportal: the sign-in card, or the contact's roles once signed in; /clientportal/roles/:id: a role's
 * candidates put forward; /clientportal/interviews: the interviews arranged; /clientportal/reset-password: the
 * e-mailed link's page, whoever is signed in on this browser. Any other address under /clientportal is the roles.
 * Signed out at a page, the contact signs in there and stays on it.
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
      if (pathname === RESET_PASSWORD_PATH) navigate(PORTAL_PATH, { replace: true });
    },
    [dispatch, navigate, pathname],
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

  const role = matchPath(ROLE_PATH, pathname);
  const signedIn = !!token && pathname !== RESET_PASSWORD_PATH;
  let view;
  if (pathname === RESET_PASSWORD_PATH) view = <ResetPasswordPage token={new URLSearchParams(search).get('token')} onSignedIn={signIn} />;
  else if (!token) view = <SignInPage message={signedOutMessage} onSignedIn={signIn} />;
  else if (pathname === INTERVIEWS_PATH) view = <InterviewsPage onSessionEnded={signOut} />;
  else if (role?.params.id) view = <RoleSubmissionsPage key={role.params.id} roleId={role.params.id} onSessionEnded={signOut} />;
  else view = <YourRolesPage onSessionEnded={signOut} />;

  return (
    <>
      <SiteHeader onSignOut={signedIn ? () => signOut() : undefined} />
      {signedIn && <PortalNav />}
      {view}
    </>
  );
}
