import type { CandidateProfile, CandidateProfileUpdate, ProfileProposal } from '@agency/contracts';
import { mergeSkills } from '../../shared/documents/proposal';

/** What step 1 edits, kept by the wizard until 'Complete Profile' saves it (decision 0066). */
export interface ProfileDetails {
  summary: string;
  currentRole: string;
  location: string;
  skills: string[];
}

/** Step 1 starts from what the profile already holds (e.g. the role given when applying). */
export function detailsOf(profile: CandidateProfile): ProfileDetails {
  return {
    summary: profile.summary ?? '',
    currentRole: profile.currentRole ?? '',
    location: profile.location ?? '',
    skills: profile.skills ?? [],
  };
}

/**
 * The wizard's final save (spec sections 3 and 7): summary, skills (null when empty), location, current role
 * and profileCompleted true. A blank text clears its field (null) rather than storing spaces.
 */
export function completionOf(details: ProfileDetails): CandidateProfileUpdate {
  const text = (value: string) => value.trim() || null;
  return {
    summary: text(details.summary),
    skills: details.skills.length > 0 ? details.skills : null,
    location: text(details.location),
    currentRole: text(details.currentRole),
    profileCompleted: true,
  };
}

/** The step-1 fields a CV filled in, and the skills it added: marked 'From your CV' while they stand. */
export interface FromCv {
  currentRole?: string;
  location?: string;
  skills: string[];
}

/**
 * Step 1 after a CV was read: only its empty fields take what the CV proposes (nothing typed is replaced),
 * and the CV's skills not already listed are added after the candidate's own.
 */
export function fillFromProposal(
  details: ProfileDetails,
  proposal: Pick<ProfileProposal, 'currentRole' | 'location' | 'skills'>,
): { details: ProfileDetails; fromCv: FromCv } {
  const filled = { ...details };
  const fromCv: FromCv = { skills: [] };
  if (!details.currentRole.trim() && proposal.currentRole) filled.currentRole = fromCv.currentRole = proposal.currentRole;
  if (!details.location.trim() && proposal.location) filled.location = fromCv.location = proposal.location;
  filled.skills = mergeSkills(details.skills, proposal.skills);
  fromCv.skills = filled.skills.slice(details.skills.length);
  return { details: filled, fromCv };
}
