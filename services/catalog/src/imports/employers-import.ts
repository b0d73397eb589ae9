import { EmployerInput, EmployerStatus, type Employer } from '@agency/contracts';
import type { ImportField, ImportKind, RowOutcome } from '@agency/service-kit';
import type { EmployerStore } from '../employers/store';
import type { JobRoleStore } from '../job-roles/store';
import { whyDuplicate } from '../duplicates/rule';

type Input = ReturnType<typeof EmployerInput.parse>;

/** Contacts per row: one row per employer, its contacts side by side (decision 0123). */
const CONTACTS_PER_ROW = 3;
const CONTACT_PARTS = [
  { part: 'Name', synonyms: ['', ' name', ' full name', ' person'] },
  { part: 'JobTitle', label: 'job title', synonyms: [' title', ' job title', ' position', ' role'] },
  { part: 'Email', synonyms: [' email', ' e-mail', ' email address'] },
  { part: 'Phone', synonyms: [' phone', ' telephone', ' mobile'] },
] as const;

const FIELDS: ImportField[] = [
  { field: 'name', label: 'Company Name', required: true, synonyms: ['Company', 'Employer', 'Client', 'Organisation', 'Organization', 'Account', 'Company name'] },
  { field: 'industry', label: 'Industry', synonyms: ['Sector'] },
  { field: 'location', label: 'Location', synonyms: ['City', 'Address', 'Headquarters'] },
  { field: 'website', label: 'Website', synonyms: ['Web', 'URL', 'Site', 'Web site'] },
  { field: 'status', label: 'Status' },
  { field: 'description', label: 'Description', synonyms: ['Notes', 'About'] },
  ...Array.from({ length: CONTACTS_PER_ROW }, (_, index) =>
    CONTACT_PARTS.map(({ part, synonyms }) => {
      const n = index + 1;
      const label = `Contact ${n} ${part === 'JobTitle' ? 'job title' : part.toLowerCase()}`;
      // 'Contact 1 email', 'Contact1 E-mail'; the first contact also as 'Contact email', 'Contact person'.
      const names = synonyms.flatMap((suffix) => [`Contact ${n}${suffix}`, ...(n === 1 ? [`Contact${suffix}`, `Main contact${suffix}`] : [])]);
      return { field: `contact${n}${part}`, label, synonyms: n === 1 && part === 'Name' ? [...names, 'Contact person'] : names };
    }),
  ).flat(),
];

/** The contacts of a row: each numbered contact with any cell filled, in order. */
function contactsOf(row: Record<string, string>) {
  const contacts = [];
  for (let n = 1; n <= CONTACTS_PER_ROW; n++) {
    const [name, jobTitle, email, phone] = CONTACT_PARTS.map(({ part }) => row[`contact${n}${part}`]);
    if (name || jobTitle || email || phone) contacts.push({ name: name ?? '', jobTitle, email: email?.toLowerCase(), phone });
  }
  return contacts;
}

/**
 * Employers with their contacts from a spreadsheet (decision 0123): one row per employer, up to three contacts
 * in 'Contact 1 name' … 'Contact 3 phone' columns; checked by the create contract, matched by the employer
 * rule against the stored employers and the rows before, created or updated through the store (its events).
 */
export function employersImport(employers: EmployerStore, jobRoles: Pick<JobRoleStore, 'countForEmployer'>): ImportKind<Input> {
  let known: Employer[] = [];
  const duplicateOf = (input: Input) => known.find((employer) => whyDuplicate(input, employer) !== null) ?? null;
  return {
    entity: 'employers',
    fields: FIELDS,
    validate(row) {
      const contacts = contactsOf(row);
      const status = row.status ? EmployerStatus.options.find((option) => option === row.status!.trim().toLowerCase()) ?? row.status : undefined;
      const parsed = EmployerInput.safeParse({ name: row.name, industry: row.industry, location: row.location, website: row.website, description: row.description, status, contacts });
      if (parsed.success) return { input: parsed.data };
      const issue = parsed.error.issues[0]!;
      if (issue.path[0] === 'contacts') {
        const n = Number(issue.path[1]) + 1;
        const part = String(issue.path[2] ?? 'name');
        return { field: `contact${n}${part[0]!.toUpperCase()}${part.slice(1)}`, message: `Contact ${n}: ${issue.message}` };
      }
      const field = String(issue.path[0] ?? 'row');
      const label = FIELDS.find((known) => known.field === field)?.label ?? field;
      return { field, message: issue.message.startsWith(label) ? issue.message : `${label}: ${issue.message}` };
    },
    async begin() {
      // A few hundred employers, as agencies have: matched against the list in memory.
      known = (await employers.list({ limit: 100_000, offset: 0 } as Parameters<EmployerStore['list']>[0])).items;
    },
    async write(input, { importId, recordId, settings, resumed }): Promise<RowOutcome> {
      if (resumed && (await employers.model.exists({ _id: recordId }))) return { outcome: 'created', recordId };
      const existing = settings.duplicates === 'import' ? null : duplicateOf(input);
      if (existing && settings.duplicates === 'skip') return { outcome: 'skipped', recordId: existing.id };
      if (existing) {
        const filled = Object.fromEntries(Object.entries(input).filter(([field, value]) => value !== undefined && value !== null && value !== '' && !(field === 'contacts' && (value as unknown[]).length === 0)));
        // Custom field values join the stored ones (a field the file leaves out keeps its value).
        const customFields = input.customFields ? { customFields: { ...existing.customFields, ...input.customFields } } : {};
        const updated = await employers.update(existing.id, { ...existing, ...filled, ...customFields } as Input);
        if (updated) {
          known = known.map((employer) => (employer.id === updated.id ? updated : employer));
          return { outcome: 'updated', recordId: updated.id };
        }
      }
      const created = await employers.create(input, { id: recordId, importId });
      known.push(created);
      return { outcome: 'created', recordId: created.id };
    },
    async undo(recordId, importId) {
      const doc = (await employers.model.findOne({ _id: recordId, importId, deletedAt: null }, { version: 1 }).lean()) as { version: number } | null;
      if (!doc) return 'removed';
      // Changed since, or given job roles since: kept, as the employer's own delete would refuse it.
      if (doc.version !== 1 || (await jobRoles.countForEmployer(recordId)) > 0) return 'kept';
      await employers.remove(recordId);
      return 'removed';
    },
  };
}
