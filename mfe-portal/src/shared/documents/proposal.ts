import {
  EducationInput,
  EmploymentInput,
  type ProposedEducation,
  type ProposedEmployment,
} from '@agency/contracts';
import { monthYear, yearSpan } from '../history/dates';

/*
 * What a CV proposed (the upload's answer), as the portal offers it: nothing is saved until the candidate
 * adds an entry or applies the profile's fields. An entry the contract would refuse as it stands (a missing
 * start, an end before the start) is completed in its dialog first.
 */

/** The entry to send as it was proposed, or null when the candidate must complete it first. */
export function employmentInputOf(proposed: ProposedEmployment): EmploymentInput | null {
  if (!proposed.organization || proposed.startYear === null || proposed.startMonth === null) return null;
  const input: EmploymentInput = {
    organization: proposed.organization,
    role: proposed.role,
    startYear: proposed.startYear,
    startMonth: proposed.startMonth,
    endYear: proposed.isCurrent ? null : proposed.endYear,
    endMonth: proposed.isCurrent ? null : proposed.endMonth,
    isCurrent: proposed.isCurrent,
    keyAchievements: [],
    description: null,
  };
  return EmploymentInput.safeParse(input).success ? input : null;
}

export function educationInputOf(proposed: ProposedEducation): EducationInput | null {
  if (!proposed.qualification || proposed.startYear === null) return null;
  const input: EducationInput = {
    institution: proposed.institution,
    qualification: proposed.qualification,
    fieldOfStudy: proposed.fieldOfStudy,
    startYear: proposed.startYear,
    endYear: proposed.endYear,
    grade: null,
    description: null,
  };
  return EducationInput.safeParse(input).success ? input : null;
}

/** What the candidate must give before the entry can be added, in words. */
export function employmentMissing(proposed: ProposedEmployment): string[] {
  return [
    !proposed.organization && 'the organization',
    proposed.startMonth === null && 'the start month',
    proposed.startYear === null && 'the start year',
  ].filter((text): text is string => !!text);
}

export function educationMissing(proposed: ProposedEducation): string[] {
  return [!proposed.qualification && 'the qualification', proposed.startYear === null && 'the start year'].filter(
    (text): text is string => !!text,
  );
}

/** 'Analyst at Acme Ltd', the entry's name on its buttons. */
export function employmentName(proposed: ProposedEmployment): string {
  return proposed.organization ? `${proposed.role} at ${proposed.organization}` : proposed.role;
}

export function educationName(proposed: ProposedEducation): string {
  return proposed.qualification ? `${proposed.qualification}, ${proposed.institution}` : proposed.institution;
}

/** 'Mar 2020 – Present', '2012 – 2015', or what is known of it. */
export function employmentPeriod(proposed: ProposedEmployment): string {
  const start = proposed.startYear === null ? 'Start not found' : monthYear(proposed.startMonth, proposed.startYear);
  const end = proposed.isCurrent ? 'Present' : proposed.endYear === null ? 'end not found' : monthYear(proposed.endMonth, proposed.endYear);
  return `${start} – ${end}`;
}

export function educationPeriod(proposed: ProposedEducation): string {
  if (proposed.startYear === null) return proposed.endYear === null ? 'Start not found' : `Start not found – ${proposed.endYear}`;
  return proposed.endYear === null ? String(proposed.startYear) : yearSpan(proposed.startYear, proposed.endYear);
}

/** The skills of `first` and then those of `more` not already there (in any case). */
export function mergeSkills(first: readonly string[], more: readonly string[]): string[] {
  const merged = [...first];
  for (const skill of more) {
    if (!merged.some((known) => known.toLowerCase() === skill.toLowerCase())) merged.push(skill);
  }
  return merged;
}
