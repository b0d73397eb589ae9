import { JobRoleInput, JobRolePriority, JobRoleStatus } from '@agency/contracts';
import { nameKey, type ImportField, type ImportKind, type RowOutcome } from '@agency/service-kit';
import type { JobRoleStore } from '../job-roles/store';
import type { TeamMembers } from '../team/team-members';
import { employerMatchKeys } from '../duplicates/rule';

/** A row as stored: the create contract's input, with the employer's name as the file gave it (the preview shows it). */
type Input = JobRoleInput & { employer: string };

const FIELDS: ImportField[] = [
  { field: 'employer', label: 'Employer', required: true, synonyms: ['Company', 'Client', 'Company name', 'Employer name', 'Organisation', 'Organization', 'Account'] },
  { field: 'title', label: 'Job Title', required: true, synonyms: ['Title', 'Role', 'Position', 'Job', 'Job role', 'Vacancy'] },
  { field: 'location', label: 'Location', synonyms: ['City', 'Place', 'Office'] },
  { field: 'salaryRange', label: 'Salary Range', synonyms: ['Salary', 'Pay', 'Compensation', 'Rate'] },
  { field: 'status', label: 'Status' },
  { field: 'priority', label: 'Priority' },
  { field: 'description', label: 'Description', synonyms: ['Job description', 'About', 'Notes'] },
  { field: 'requirements', label: 'Requirements', synonyms: ['Skills', 'Qualifications'] },
];

/** The duplicate rule for a job role (decision 0123): the same employer and the same title key ('employerId title key'). */
const roleKey = (employerId: string, title: string) => `${employerId} ${nameKey(title) ?? ''}`;

/** 'On hold' → 'on_hold', 'URGENT' → 'urgent'; anything else is left for the contract to refuse with its message. */
const optionOf = (options: readonly string[], value: string | undefined) => {
  if (!value) return undefined;
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return options.find((option) => option === key) ?? value;
};

/**
 * Job roles from a spreadsheet (decision 0123): each row names its employer by company name, found by the
 * employer rule's name key among the stored employers (import the employers first); checked by the create
 * contract; a duplicate is a role of the same employer with the same title key, stored or earlier in the file.
 * Rows are written one at a time (a role's slug comes from its title, and the rows before are matched), through
 * the store, so the same events go out as for a typed role.
 */
export function jobRolesImport(jobRoles: JobRoleStore, team: Pick<TeamMembers, 'ownerOf'>): ImportKind<Input> {
  const view = jobRoles.view;
  /** Employers by name key, rebuilt when the view's size changed or at most once a second (validate is synchronous). */
  let employers = { size: -1, at: 0, byName: new Map<string, string[]>() };
  const employersByName = () => {
    if (employers.size !== view.employers.size || Date.now() - employers.at > 1_000) {
      const byName = new Map<string, string[]>();
      for (const employer of view.listEmployers({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items) {
        const key = employerMatchKeys(employer).name;
        if (key) byName.set(key, [...(byName.get(key) ?? []), employer.id]);
      }
      employers = { size: view.employers.size, at: Date.now(), byName };
    }
    return employers.byName;
  };
  /** Fields the row left empty and the contract filled with its default: an update leaves them as stored. */
  const defaulted = new WeakMap<object, string[]>();
  /** Stored roles by employer and title key, and the rows written so far: filled by begin(). */
  let known = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  const owners = new Map<string, string | null>();

  /** The person importing owns the roles, as a typed role, when they are an active team member; else nobody. */
  async function ownerFor(userId: string): Promise<string | null> {
    if (!owners.has(userId)) owners.set(userId, await team.ownerOf(userId).then((member) => member.id, () => null));
    return owners.get(userId)!;
  }

  async function writeOne(input: Input, { importId, recordId, settings, resumed, by }: Parameters<ImportKind<Input>['write']>[1]): Promise<RowOutcome> {
    if (resumed && (await jobRoles.model.exists({ _id: recordId }))) return { outcome: 'created', recordId };
    const { employer: _name, ...role } = input;
    const key = roleKey(role.employerId, role.title);
    const existingId = settings.duplicates === 'import' ? undefined : known.get(key);
    if (existingId && settings.duplicates === 'skip') return { outcome: 'skipped', recordId: existingId };
    const existing = existingId ? await jobRoles.findById(existingId) : null;
    if (existing) {
      const left = new Set(defaulted.get(input) ?? []);
      const filled = Object.fromEntries(Object.entries(role).filter(([field, value]) => value !== undefined && value !== null && value !== '' && !left.has(field)));
      const stored: JobRoleInput = {
        employerId: existing.employerId,
        title: existing.title,
        description: existing.description ?? undefined,
        requirements: existing.requirements ?? undefined,
        salaryRange: existing.salaryRange ?? undefined,
        location: existing.location ?? undefined,
        status: existing.status,
        priority: existing.priority,
        customFields: existing.customFields,
      };
      // Custom field values join the stored ones (a field the file leaves out keeps its value).
      const customFields = role.customFields ? { customFields: { ...existing.customFields, ...role.customFields } } : {};
      const updated = await jobRoles.update(existing.id, { ...stored, ...filled, ...customFields });
      if (updated) return { outcome: 'updated', recordId: updated.id };
    }
    const created = await jobRoles.create({ ...role, ownerId: await ownerFor(by.id) }, null, { id: recordId, importId });
    if (!known.has(key)) known.set(key, created.id);
    return { outcome: 'created', recordId: created.id };
  }

  return {
    entity: 'job-roles',
    fields: FIELDS,
    validate(row) {
      const name = row.employer?.trim();
      const employerKey = employerMatchKeys({ name }).name;
      const found = employerKey ? (employersByName().get(employerKey) ?? []) : [];
      if (name && found.length === 0) return { field: 'employer', message: `No employer named '${name}': import the employers first` };
      if (found.length > 1) return { field: 'employer', message: `${found.length} employers are named '${name}': merge the duplicates first (Duplicates screen)` };
      const status = optionOf(JobRoleStatus.options, row.status);
      const priority = optionOf(JobRolePriority.options, row.priority);
      const parsed = JobRoleInput.safeParse({
        employerId: found[0] ?? '',
        title: row.title ?? '',
        location: row.location,
        salaryRange: row.salaryRange,
        description: row.description,
        requirements: row.requirements,
        status,
        priority,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path[0] === 'employerId' ? 'employer' : String(issue.path[0] ?? 'row');
        const label = FIELDS.find((known) => known.field === field)?.label ?? field;
        const message = field === 'employer' ? 'Employer is required' : issue.message;
        return { field, message: message.startsWith(label) ? message : `${label}: ${message}` };
      }
      const input: Input = { ...parsed.data, employer: name! };
      defaulted.set(input, [...(status ? [] : ['status']), ...(priority ? [] : ['priority'])]);
      return { input };
    },
    async begin() {
      await view.loaded();
      known = new Map();
      for (const role of view.listJobRoles({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items) {
        const key = roleKey(role.employerId, role.title);
        if (!known.has(key)) known.set(key, role.id);
      }
    },
    write(input, context) {
      // One row at a time: the run writes 50 rows at once, and two rows of the same role must see each other.
      const written = queue.then(() => writeOne(input, context));
      queue = written.catch(() => undefined);
      return written;
    },
    async undo(recordId, importId) {
      const doc = (await jobRoles.model.findOne({ _id: recordId, importId, deletedAt: null }, { version: 1 }).lean()) as { version: number } | null;
      if (!doc) return 'removed';
      // Changed since (edited, or renamed with its employer): kept.
      if (doc.version !== 1) return 'kept';
      await jobRoles.remove(recordId);
      return 'removed';
    },
  };
}
