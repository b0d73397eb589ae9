import type { CandidateProfile } from '@agency/contracts';

export const PORTAL_PATH = '/candidateportal';
/** The submissions page, where the e-mail asking for consent leads (decision 0132). */
export const SUBMISSIONS_PATH = `${PORTAL_PATH}/submissions`;

/** What /candidateportal shows (spec section 2 'Candidate portal' and section 4). */
export type PortalView =
  | { kind: 'loading' }
  | { kind: 'sign-in'; message?: string }
  | { kind: 'wizard'; profile: CandidateProfile }
  | { kind: 'dashboard'; profile: CandidateProfile };

/**
 * The portal's one choice: no token → the sign-in card; the profile still loading → 'Loading...'; a refused
 * profile read (expired token, erased candidate) → the sign-in card with the server's message; a profile not
 * completed → the wizard (?wizard=true only matters while it is not completed, so it changes nothing here);
 * otherwise the dashboard.
 */
export function choosePortalView(state: {
  hasToken: boolean;
  profile: CandidateProfile | undefined;
  signedOutMessage?: string;
}): PortalView {
  if (!state.hasToken) return { kind: 'sign-in', message: state.signedOutMessage };
  if (!state.profile) return { kind: 'loading' };
  return state.profile.profileCompleted
    ? { kind: 'dashboard', profile: state.profile }
    : { kind: 'wizard', profile: state.profile };
}
