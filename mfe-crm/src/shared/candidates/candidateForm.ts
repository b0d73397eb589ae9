import { z } from 'zod';
import { CandidateInput, type Candidate } from '@agency/contracts';

/** Skills typed as one text: split on commas, each trimmed, empty items dropped (spec section 5). */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}

/**
 * The candidate form's schema: the shared CandidateInput, except that skills are typed as one text.
 * A field left empty is sent as null (none), so clearing a field in 'Edit Candidate' clears it.
 */
export const CandidateFormSchema = CandidateInput.extend({
  skills: z.string().transform(splitSkills).pipe(CandidateInput.shape.skills.unwrap().unwrap()),
}).transform(
  (candidate): CandidateInput =>
    Object.fromEntries(
      Object.entries(candidate).map(([key, value]) => [key, value === '' ? null : value]),
    ) as CandidateInput,
);

export type CandidateFormValues = z.input<typeof CandidateFormSchema>;

/** The values an empty form starts with: nothing typed, available. */
export const EMPTY_CANDIDATE: CandidateFormValues = {
  name: '',
  email: '',
  phone: '',
  linkedinUrl: '',
  currentRole: '',
  location: '',
  skills: '',
  availability: 'available',
  summary: '',
  cvUrl: '',
};

/** The form's values for an existing candidate: missing fields empty, skills joined with commas. */
export function candidateFormValues(candidate: Candidate): CandidateFormValues {
  return {
    name: candidate.name,
    email: candidate.email ?? '',
    phone: candidate.phone ?? '',
    linkedinUrl: candidate.linkedinUrl ?? '',
    currentRole: candidate.currentRole ?? '',
    location: candidate.location ?? '',
    skills: (candidate.skills ?? []).join(', '),
    availability: candidate.availability,
    summary: candidate.summary ?? '',
    cvUrl: candidate.cvUrl ?? '',
  };
}
