import type { CandidateProfile, CandidateProfileUpdate } from '@agency/contracts';

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
