import { z } from 'zod';
import { CandidateProfileUpdate, type CandidateProfile } from '@agency/contracts';

/** The edit form's fields (spec section 2, Profile tab), as the inputs hold them: text. */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  currentRole: string;
  summary: string;
  /** Asked for only when the e-mail changes and the account has a password (decision 0067). */
  currentPassword: string;
}

const orNull = (text: string) => text.trim() || null;

/**
 * The form's schema is the contract's: the text fields become an update (an emptied optional field is sent
 * as null, which clears it) and the contract's own rules and messages check it ('Full Name is required').
 */
export const profileFormSchema = z.preprocess(
  (values: ProfileFormValues) => ({
    ...values,
    phone: orNull(values.phone),
    location: orNull(values.location),
    currentRole: orNull(values.currentRole),
    summary: orNull(values.summary),
    currentPassword: values.currentPassword || undefined,
  }),
  CandidateProfileUpdate,
);

export function profileFormValues(profile: CandidateProfile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    currentRole: profile.currentRole ?? '',
    summary: profile.summary ?? '',
    currentPassword: '',
  };
}
