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
const SkillList = CandidateInput.shape.skills.unwrap().unwrap();

export const CandidateFormSchema = CandidateInput.extend({
  // The skills are one field: a problem with one of them is said under it ('Each skill must be at most 100
  // characters'), not at a path ('skills.1') no field of the form shows.
  skills: z.string().transform((text, context) => {
    const result = SkillList.safeParse(splitSkills(text));
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      context.addIssue({ code: 'custom', message: issue.path.length > 0 ? `Each skill ${issue.message}` : issue.message });
    return z.NEVER;
  }),
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
