import {
  CandidateInput,
  CvFolderErrors,
  EducationInput,
  EmploymentInput,
  type CvFolderChoice,
  type CvFolderConfirmAnswer,
  type CvFolderProposal,
} from '@agency/contracts';
import { HttpError } from '@agency/service-kit';
import { CANDIDATE_GONE } from '../../candidates/routes';
import type { CvFolderDependencies } from './routes';
import type { StoredBatch, StoredFile } from './store';

type Outcome = CvFolderConfirmAnswer['created'][number];
type Staff = { id: string; name: string };

/**
 * The review carried out, file by file (decision 0127): each created candidate goes through the same create as
 * one typed in (its event, its change log; no e-mail is sent), with the file as its CV document and the
 * employment and education the CV proposes that are complete enough to keep. One file's failure (an e-mail
 * taken since, the store away) is that file's `refused` with its message; it stays to be confirmed again.
 */
export async function confirmFiles(
  { batches, candidates, documents, employment, education }: CvFolderDependencies,
  batch: StoredBatch,
  choices: CvFolderChoice[],
  staff: Staff,
): Promise<CvFolderConfirmAnswer> {
  const batchId = batch._id.toHexString();
  const answer: CvFolderConfirmAnswer = { created: [], attached: [], skipped: [], refused: [] };
  const author = { kind: 'staff' as const, id: staff.id, name: staff.name || null };
  const uploadedBy = { kind: 'staff' as const, ...staff };

  for (const choice of choices) {
    const file = await batches.fullFile(batchId, choice.fileId);
    const outcome = (candidateId: string | null, name: string | null, message: string | null = null): Outcome => ({
      fileId: choice.fileId,
      fileName: file?.fileName ?? '',
      candidateId,
      name,
      message,
    });
    const refusal = !file
      ? CvFolderErrors.notInBatch
      : file.status === 'waiting'
        ? CvFolderErrors.notReady
        : isDone(file)
          ? CvFolderErrors.done
          : !file.objectKey
            ? file.reason
            : null;
    if (refusal || !file) {
      answer.refused.push(outcome(null, null, refusal));
      continue;
    }
    try {
      if (choice.action === 'skip') {
        await finish(file, 'skipped', null);
        answer.skipped.push(outcome(null, null));
      } else if (choice.action === 'attach') {
        const candidate = await candidates.findById(choice.candidateId);
        if (!candidate) throw new HttpError(404, CANDIDATE_GONE);
        await attach(file, candidate.id);
        await finish(file, 'attached', candidate.id);
        answer.attached.push(outcome(candidate.id, candidate.name));
      } else {
        const input = candidateInputOf(file.proposal, choice);
        const candidate = await candidates.create(input, author);
        await attach(file, candidate.id);
        await addHistory(candidate.id, file.proposal);
        await finish(file, 'created', candidate.id);
        answer.created.push(outcome(candidate.id, candidate.name));
      }
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500 && error.statusCode !== 503) throw error;
      await batches.setOutcome(file._id, file.status, null, error.message);
      answer.refused.push(outcome(null, null, error.message));
    }
  }
  if ((await batches.reviewableCount(batchId)) === 0) await batches.markConfirmed(batchId);
  return answer;

  async function attach(file: StoredFile, candidateId: string) {
    const bytes = await batches.bytesOf(file.objectKey!);
    if (!bytes) throw new HttpError(404, CvFolderErrors.notFound);
    await documents.add({ candidateId, fileName: file.fileName, kind: file.kind!, bytes, textStatus: file.textStatus ?? 'unreadable', text: file.text, uploadedBy });
  }

  /** The jobs and studies the CV proposes that are complete enough for the candidate's history (a start year at least). */
  async function addHistory(candidateId: string, proposal: CvFolderProposal | null) {
    for (const job of proposal?.employment ?? []) {
      const entry = EmploymentInput.safeParse({ ...job, organization: job.organization ?? '', startMonth: job.startMonth ?? 1 });
      if (entry.success) await employment.add(candidateId, entry.data);
    }
    for (const study of proposal?.education ?? []) {
      const entry = EducationInput.safeParse({ ...study, qualification: study.qualification ?? '' });
      if (entry.success) await education.add(candidateId, entry.data);
    }
  }

  /** The file's outcome recorded; its waiting copy and its text go (the document now holds them). */
  async function finish(file: StoredFile, status: 'created' | 'attached' | 'skipped', candidateId: string | null) {
    await batches.setOutcome(file._id, status, candidateId, null);
    await batches.discardFile(file);
  }
}

const isDone = (file: StoredFile) => file.status === 'created' || file.status === 'attached' || file.status === 'skipped';

/**
 * The candidate as the review says: the name and e-mail as corrected, the rest from the CV. A value the form
 * would refuse (a phone written oddly, an over-long skill) is left out rather than refusing the CV.
 */
function candidateInputOf(proposal: CvFolderProposal | null, choice: Extract<CvFolderChoice, { action: 'create' }>): CandidateInput {
  const fields = {
    name: choice.name,
    email: choice.email === undefined ? (proposal?.email ?? null) : choice.email,
    phone: proposal?.phone ?? null,
    location: proposal?.location ?? null,
    currentRole: proposal?.currentRole ?? null,
    skills: proposal?.skills.length ? proposal.skills : null,
    availability: 'available' as const,
  };
  const checked = CandidateInput.safeParse(fields);
  if (checked.success) return checked.data;
  const refused = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  if (refused.has('name') || refused.has('email')) throw new HttpError(400, checked.error.issues[0]!.message);
  const kept = Object.fromEntries(Object.entries(fields).filter(([field]) => !refused.has(field)));
  return CandidateInput.parse(kept);
}
