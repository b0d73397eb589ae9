import { Availability, CandidateInput, type Candidate } from '@agency/contracts';
import type { ImportKind, RowOutcome } from '@agency/service-kit';
import type { CandidateDirectory } from '../../candidates/directory';
import { eraseCandidate, type ErasureDependencies } from '../../candidates/routes';
import { candidateMatchKeys, whyDuplicate } from '../../duplicates/rule';

type Input = ReturnType<typeof CandidateInput.parse>;

/** The fields a column can go to, with the header names agencies' exports use for them. */
const FIELDS = [
  { field: 'name', label: 'Full Name', required: true, synonyms: ['Name', 'Candidate', 'Candidate name', 'Full name', 'Fullname'] },
  { field: 'email', label: 'Email', synonyms: ['E-mail', 'Email address', 'E-mail address', 'Mail'] },
  { field: 'phone', label: 'Phone', synonyms: ['Phone number', 'Telephone', 'Tel', 'Mobile', 'Mobile phone', 'Cell'] },
  { field: 'linkedinUrl', label: 'LinkedIn URL', synonyms: ['LinkedIn', 'LinkedIn profile'] },
  { field: 'currentRole', label: 'Current Role', synonyms: ['Title', 'Job title', 'Position', 'Role', 'Current position'] },
  { field: 'location', label: 'Location', synonyms: ['City', 'Town', 'Address', 'Based in'] },
  { field: 'skills', label: 'Skills', synonyms: ['Skill', 'Keywords', 'Tags'] },
  { field: 'availability', label: 'Availability', synonyms: ['Status'] },
  { field: 'summary', label: 'Summary', synonyms: ['Notes', 'Profile', 'About', 'Description'] },
  { field: 'cvUrl', label: 'CV URL', synonyms: ['CV', 'Resume', 'Resume URL', 'CV link'] },
];

/** 'In process', 'Not available' and the like as the stored values. */
const availabilityOf = (text: string) => {
  const value = text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return Availability.options.find((option) => option === value) ?? text;
};

export interface CandidatesImportDependencies extends ErasureDependencies {
  directory: CandidateDirectory;
}

/**
 * Candidates from a spreadsheet (decision 0123): each row checked by the create contract, matched by the duplicate
 * rule against the stored candidates and the rows before it, then created (or updated) through the store, so the
 * same events go out as for a typed candidate. No e-mail goes to a new candidate on create, typed or imported.
 */
export function candidatesImport(dependencies: CandidatesImportDependencies): ImportKind<Input> {
  const { candidates, directory } = dependencies;
  let byPhone = new Map<string, string>();
  let byNameLocation = new Map<string, string>();
  const remember = (candidate: Pick<Candidate, 'id' | 'email' | 'phone' | 'name' | 'location'>) => {
    const keys = candidateMatchKeys(candidate);
    if (keys.phone && !byPhone.has(keys.phone)) byPhone.set(keys.phone, candidate.id);
    if (keys.nameLocation && !byNameLocation.has(keys.nameLocation)) byNameLocation.set(keys.nameLocation, candidate.id);
  };

  /** The stored candidate this row is, by the rule: e-mail from the directory's own index, the other keys from the run's maps. */
  const duplicateOf = (input: Input): Candidate | null => {
    const keys = candidateMatchKeys(input);
    const ids = [keys.email ? directory.findByEmail(keys.email)?.id : undefined, keys.phone && byPhone.get(keys.phone), keys.nameLocation && byNameLocation.get(keys.nameLocation)];
    for (const id of ids) {
      const current = id ? directory.get(id) : null;
      if (current && whyDuplicate(input, current)) return current;
    }
    return null;
  };

  return {
    entity: 'candidates',
    fields: FIELDS,
    validate(row) {
      const parsed = CandidateInput.safeParse({
        ...row,
        skills: row.skills ? row.skills.split(/[,;|]/).map((skill) => skill.trim()).filter(Boolean) : undefined,
        availability: row.availability ? availabilityOf(row.availability) : undefined,
      });
      // Availability left out of the file: 'available' for a new candidate, unchanged for an updated one.
      if (parsed.success) return { input: row.availability ? parsed.data : ({ ...parsed.data, availability: undefined } as unknown as Input) };
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? 'row');
      const label = FIELDS.find((known) => known.field === field)?.label ?? field;
      return { field, message: issue.message.startsWith(label) ? issue.message : `${label}: ${issue.message}` };
    },
    async begin() {
      byPhone = new Map();
      byNameLocation = new Map();
      for (const candidate of directory.list({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items) remember(candidate);
    },
    async write(input, { importId, recordId, settings, resumed, by }): Promise<RowOutcome> {
      // Written before a restart: the id decided at upload is already there.
      if (resumed && (await candidates.model.exists({ _id: recordId }))) return { outcome: 'created', recordId };
      const existing = settings.duplicates === 'import' ? null : duplicateOf(input);
      if (existing && settings.duplicates === 'skip') return { outcome: 'skipped', recordId: existing.id };
      const author = { kind: 'staff' as const, id: by.id, name: by.name };
      if (existing) {
        // The file's filled cells win; what the file leaves empty keeps its stored value.
        const filled = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''));
        // Custom field values join the stored ones (a field the file leaves out keeps its value).
        const customFields = input.customFields ? { customFields: { ...existing.customFields, ...input.customFields } } : {};
        const updated = await candidates.update(existing.id, { ...existing, ...filled, ...customFields } as Input, author);
        if (updated) return { outcome: 'updated', recordId: updated.id };
      }
      const created = await candidates.create({ ...input, availability: input.availability ?? 'available' }, author, { id: recordId, importId });
      remember(created);
      return { outcome: 'created', recordId: created.id };
    },
    async undo(recordId, importId) {
      const doc = (await candidates.model.findOne({ _id: recordId, importId, deletedAt: null }, { version: 1, email: 1 }).lean()) as { version: number; email?: string | null } | null;
      if (!doc) return 'removed';
      // Changed since the import (by a person, a merge or the candidate): theirs now, kept.
      if (doc.version !== 1) return 'kept';
      await eraseCandidate(dependencies, { id: recordId, email: doc.email ?? null });
      return 'removed';
    },
  };
}
