import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CandidateProfile } from '@agency/contracts';
import { Button, Card, CenteredPanel, Heading, Muted, useDocumentTitle } from '@agency/ui';
import { describeError, requestError } from '@agency/web-kit';
import { useGetProfileQuery } from '../shared/api/profileApi';
import { RESET_HASH, ResetPasswordCard } from '../shared/session/ResetPasswordCard';
import { SignInCard } from '../shared/session/SignInCard';
import { clearToken, readToken } from '../shared/session/token';
import { portalApi, useAppDispatch } from '../store';
import { lazyView } from './lazyView';
import { SiteHeader } from './SiteHeader';
import { choosePortalView, PORTAL_PATH, SUBMISSIONS_PATH } from './portalView';

const ProfileWizard = lazyView(() => import('../features/wizard/ProfileWizard').then((m) => m.ProfileWizard));
const Dashboard = lazyView(() => import('./Dashboard').then((m) => m.Dashboard));

const Loading = () => <CenteredPanel as="main">Loading...</CenteredPanel>;

const Problem = styled(Card)`
  text-align: center;
  p {
    margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(5)}`};
  }
`;

/** /candidateportal under a header that leads back to the website. */
export function CandidatePortal() {
  useDocumentTitle('Candidate Portal · TalentBridge');
  return (
    <>
      <SiteHeader />
      <PortalView />
    </>
  );
}

/**
 * The portal's view: the sign-in card, 'Loading...', the profile wizard or the dashboard (spec section 2).
 * A refused profile read (401: the token expired or the candidate was erased) signs the candidate out and
 * shows the server's reason on the sign-in card.
 */
function PortalView() {
  const [token, setToken] = useState(readToken);
  const [signedOutMessage, setSignedOutMessage] = useState<string>();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery(undefined, { skip: !token });
  const failure = requestError(profile.error);

  const signOut = useCallback(
    (reason?: string) => {
      clearToken();
      // Nothing read with the old token survives it.
      dispatch(portalApi.util.resetApiState());
      setSignedOutMessage(reason);
      setToken(null);
    },
    [dispatch],
  );

  useEffect(() => {
    if (failure?.status === 401) signOut(failure.serverMessage);
  }, [failure, signOut]);

  const view = choosePortalView({ hasToken: !!token, profile: profile.data, signedOutMessage });

  // ?wizard=true only means something while the profile is not completed: once it is, the address loses it.
  const completedWithWizardParam = view.kind === 'dashboard' && searchParams.has('wizard');
  useEffect(() => {
    if (!completedWithWizardParam) return;
    setSearchParams(
      (params) => {
        params.delete('wizard');
        return params;
      },
      { replace: true },
    );
  }, [completedWithWizardParam, setSearchParams]);

  // The e-mailed 'Choose a new password' link, whoever is signed in on this browser.
  const { hash } = window.location;
  if (hash.startsWith(RESET_HASH)) return <ResetPasswordCard token={decodeURIComponent(hash.slice(RESET_HASH.length))} />;
  if (view.kind === 'sign-in') return <SignInCard message={view.message} />;
  if (view.kind === 'loading' && profile.isError && failure?.status !== 401) {
    return (
      <CenteredPanel as="main">
        <Problem>
          <Heading as="h1" $size="xl">
            Candidate Portal
          </Heading>
          <Muted>Your profile could not be loaded. {describeError(profile.error)}</Muted>
          <Button onClick={() => profile.refetch()}>Try Again</Button>
        </Problem>
      </CenteredPanel>
    );
  }
  if (view.kind === 'loading') return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <WizardOrDashboard
        completed={view.kind === 'dashboard'}
        profile={view.profile}
        onSignOut={(message) => {
          signOut(message);
          navigate(PORTAL_PATH);
        }}
      />
    </Suspense>
  );
}

/**
 * The wizard while the profile is not completed, else the dashboard; but a request to put the candidate forward is
 * answered at once, before the profile is completed (/candidateportal/submissions, decision 0132).
 */
function WizardOrDashboard({ completed, profile, onSignOut }: { completed: boolean; profile: CandidateProfile; onSignOut: (message?: string) => void }) {
  const { pathname } = useLocation();
  if (!completed && pathname !== SUBMISSIONS_PATH) return <ProfileWizard profile={profile} />;
  return <Dashboard profile={profile} onSignOut={onSignOut} />;
}
