import type { Links } from '@agency/service-kit';

/**
 * The links an update sets to another record than the stored one. Only those are checked: an edit of a
 * record whose employer was deleted since keeps working while its employer is left as it is.
 */
export function changedLinks(current: Links, changes: Links): Links {
  const changed = (key: keyof Links) => (changes[key] && changes[key] !== current[key] ? changes[key] : undefined);
  return { candidateId: changed('candidateId'), employerId: changed('employerId'), jobRoleId: changed('jobRoleId') };
}
