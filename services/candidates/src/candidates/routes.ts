import { z } from 'zod';
import { Candidate, CandidateDetail, CandidateInput, CandidateList, CandidateListQuery, ErrorBody, IdParam, RecordOwnerChange, RecordTagsChange } from '@agency/contracts';
import { notFound, staffOf, type CustomFieldDefinitions, type Principal, type ServiceApp } from '@agency/service-kit';
import type { ApplicationStore } from '../applications/store';
import type { ChangeLog } from '../changes/change-log';
import type { CvSearch } from '../documents/cv-search/cv-search';
import { listCandidates } from '../documents/cv-search/list-candidates';
import type { DocumentStore } from '../documents/store';
import type { HistoryEntries } from '../history/entries';
import type { CandidateMerges } from '../duplicates/merge';
import type { InteractionProjection } from '../projections/interactions';
import type { CandidateTags } from '../tags/registry';
import type { CandidateDirectory } from './directory';
import { allOf, candidateFilter, folded } from './filters';
import type { CandidateStore } from './store';

export const CANDIDATE_GONE = 'This candidate no longer exists. Refresh the list and try again.';
/** The staff member making a change, for the candidate's change log. */
const staffAuthor = (principal: Principal | null) => {
  const { userId, name } = staffOf(principal);
  return { kind: 'staff' as const, id: userId, name: name || null };
};
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

interface Dependencies {
  candidates: CandidateStore;
  /** The candidates' custom fields (decision 0125): what a write may hold, what the list filters by. */
  customFields: CustomFieldDefinitions;
  directory: CandidateDirectory;
  cvs: CvSearch;
  applications: ApplicationStore;
  interactions: InteractionProjection;
  education: Pick<HistoryEntries<never, unknown>, 'eraseCandidate'>;
  employment: Pick<HistoryEntries<never, unknown>, 'eraseCandidate'>;
  documents: Pick<DocumentStore, 'eraseCandidate'>;
  changes: Pick<ChangeLog, 'eraseCandidate'>;
  merges: Pick<CandidateMerges, 'eraseCandidate'>;
  /** The tag registry (decision 0134): a record's tags are written in its spelling, new ones added to it. */
  tags: Pick<CandidateTags, 'namesToStore'>;
}

/** The staff's candidate database: list and search (inside CVs too), details, add, edit and erase. */
export function registerCandidateRoutes(app: ServiceApp, { candidates, customFields, directory, cvs, applications, interactions, education, employment, documents, changes, merges, tags }: Dependencies): void {
  /** The list's filters (decision 0134) and the custom field filters (0125), all together; `of`: every candidate, for '12 of 4,310'. */
  app.get('/api/candidates', { schema: { querystring: CandidateListQuery, response: { 200: CandidateList, ...errors } } }, async (request) => {
    const filters = candidateFilter(request.query, { userId: staffOf(request.principal).userId, hasDocument: (id) => cvs.hasDocument(id) });
    const where = allOf([filters, await customFields.filterOf<Candidate>('candidate', request.url)]);
    return { ...(await listCandidates({ ...request.query, where }, directory, cvs)), of: directory.size };
  });

  /** The tags of a write in the registry's spelling (new ones join it); left out, the stored ones stay. */
  const tagsToStore = async (input: CandidateInput) => (input.tags === undefined ? {} : { tags: await tags.namesToStore(input.tags) });

  app.get('/api/candidates/:id', { schema: { params: IdParam, response: { 200: CandidateDetail, ...errors } } }, async (request) => {
    const candidate = await candidates.findById(request.params.id);
    if (!candidate) throw notFound(CANDIDATE_GONE);
    const [applied, interacted] = await Promise.all([
      applications.ofCandidate(candidate.id, candidate.email),
      interactions.ofCandidate(candidate.id),
    ]);
    return { ...candidate, applications: applied, interactions: interacted };
  });

  app.post('/api/candidates', { schema: { body: CandidateInput, response: { 201: Candidate, ...errors } } }, async (request, reply) => {
    const values = await customFields.valuesToStore('candidate', request.body.customFields, { creating: true });
    // A person adding a candidate looks after them unless they name another; an integration's key owns nobody.
    const adder = request.principal?.kind === 'staff' && !request.principal.apiKey ? request.principal.userId : null;
    const ownerId = request.body.ownerId !== undefined ? request.body.ownerId : adder;
    return reply.status(201).send(await candidates.create({ ...request.body, ...(await tagsToStore(request.body)), ownerId, customFields: values }, staffAuthor(request.principal)));
  });

  app.put('/api/candidates/:id', { schema: { params: IdParam, body: CandidateInput, response: { 200: Candidate, ...errors } } }, async (request) => {
    const before = await candidates.findById(request.params.id);
    if (!before) throw notFound(CANDIDATE_GONE);
    const values = await customFields.valuesToStore('candidate', request.body.customFields, { creating: false, stored: before.customFields });
    const candidate = await candidates.update(request.params.id, { ...request.body, ...(await tagsToStore(request.body)), customFields: values }, staffAuthor(request.principal));
    if (!candidate) throw notFound(CANDIDATE_GONE);
    return candidate;
  });

  /**
   * Tags added and taken off the candidate as stored (decision 0134): applied inside the versioned write, so two
   * people tagging at once keep both their tags, and nothing else of the record is written over.
   */
  app.patch('/api/candidates/:id/tags', { schema: { params: IdParam, body: RecordTagsChange, response: { 200: Candidate, ...errors } } }, async (request) => {
    if (!(await candidates.findById(request.params.id))) throw notFound(CANDIDATE_GONE);
    const added = await tags.namesToStore(request.body.add);
    const removed = new Set(request.body.remove.map(folded));
    const retagged = await candidates.retag(request.params.id, (stored) => {
      const kept = stored.filter((tag) => !removed.has(folded(tag)));
      return [...kept, ...added.filter((tag) => !kept.some((each) => folded(each) === folded(tag)))];
    });
    const candidate = retagged ?? (await candidates.findById(request.params.id));
    if (!candidate) throw notFound(CANDIDATE_GONE);
    return candidate;
  });

  /** The staff member looking after the candidate (decision 0134), or nobody. */
  app.put('/api/candidates/:id/owner', { schema: { params: IdParam, body: RecordOwnerChange, response: { 200: Candidate, ...errors } } }, async (request) => {
    const candidate = await candidates.setOwner(request.params.id, request.body.ownerId, staffAuthor(request.principal));
    if (!candidate) throw notFound(CANDIDATE_GONE);
    return candidate;
  });

  /**
   * Right to erasure (decision 0024): their applications, interactions, education, employment and documents (the files in the
   * object store too) here go first, then the
   * candidate with the event that tells every other service (and the auth service, for their sign-in)
   * to drop them. A failure half way leaves the candidate in place, so the delete can simply be repeated.
   */
  app.delete('/api/candidates/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const candidate = await candidates.findById(request.params.id);
    if (!candidate) throw notFound(CANDIDATE_GONE);
    if (!(await eraseCandidate({ candidates, applications, interactions, education, employment, documents, changes, merges }, candidate))) throw notFound(CANDIDATE_GONE);
    return reply.status(204).send(null);
  });
}

export type ErasureDependencies = Pick<Dependencies, 'candidates' | 'applications' | 'interactions' | 'education' | 'employment' | 'documents' | 'changes' | 'merges'>;

/**
 * Right to erasure (decision 0024), also the undo of an import (decision 0123): everything of the candidate here
 * first, then the candidate with the event that tells every other service. False when they were gone already.
 */
export async function eraseCandidate(
  { candidates, applications, interactions, education, employment, documents, changes, merges }: ErasureDependencies,
  candidate: Pick<Candidate, 'id' | 'email'>,
): Promise<boolean> {
  await applications.eraseCandidate(candidate.id, candidate.email);
  await interactions.eraseCandidate(candidate.id);
  await education.eraseCandidate(candidate.id);
  await employment.eraseCandidate(candidate.id);
  await documents.eraseCandidate(candidate.id);
  await changes.eraseCandidate(candidate.id);
  const erased = await candidates.erase(candidate.id);
  if (!erased) return false;
  // An application or an entry that arrived while this ran is not left behind.
  await applications.eraseCandidate(candidate.id, erased.email);
  await education.eraseCandidate(candidate.id);
  await employment.eraseCandidate(candidate.id);
  await documents.eraseCandidate(candidate.id);
  await changes.eraseCandidate(candidate.id);
  // The notes of the duplicates merged into them (decision 0126) say where those went: they go too.
  await merges.eraseCandidate(candidate.id);
  return true;
}
