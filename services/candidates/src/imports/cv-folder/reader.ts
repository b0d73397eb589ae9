import { CvFolderErrors, type Candidate, type CvFolderDuplicate, type CvFolderProposal } from '@agency/contracts';
import type { ServiceContext } from '@agency/service-kit';
import type { CandidateDirectory } from '../../candidates/directory';
import { DocxExpandsTooMuch, extractText } from '../../documents/text/extract-text';
import { candidateMatchKeys, whyDuplicate, type CandidateLike } from '../../duplicates/rule';
import { contactDetails } from './contact-details';
import type { CvFolderStore, StoredFile } from './store';

/**
 * Reads a batch's files in the background, one at a time per instance (the extraction workers are shared with
 * interactive uploads, which keep the other one), so that a folder of 200 CVs never holds a request open. Files
 * wait in the database: any instance takes the next (claimNext), one that dies mid-read leaves it to be taken
 * again, and the timer picks up what a restart left. Expired batches are swept on the same timer.
 */
export function cvFolderReader(store: CvFolderStore, directory: CandidateDirectory, log: ServiceContext['log'], everyMs = 30_000) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const known = candidateKeys(directory);

  async function drain() {
    do {
      again = false;
      for (let file = await store.claimNext(); file && !stopped; file = await store.claimNext()) await read(file);
    } while (again && !stopped);
  }

  async function read(file: StoredFile) {
    try {
      const bytes = file.objectKey ? await store.bytesOf(file.objectKey) : null;
      if (!bytes || !file.kind) return await store.setRead(file._id, { status: 'unreadable', reason: CvFolderErrors.unreadable, textStatus: 'unreadable', text: '', proposal: null, duplicate: null });
      // Longer than an upload's 6 s: nobody waits on this answer, and a slow PDF is still a CV.
      const read = await extractText(bytes, file.kind, { timeoutMs: 30_000 });
      if (read.status !== 'read' || !read.proposal) {
        const reason = read.status === 'no-text' ? CvFolderErrors.noText : CvFolderErrors.unreadable;
        return await store.setRead(file._id, { status: 'unreadable', reason, textStatus: read.status, text: '', proposal: null, duplicate: null });
      }
      const { currentRole, location, skills, employment, education } = read.proposal;
      const proposal: CvFolderProposal = { ...contactDetails(read.text), location, currentRole, skills, employment, education };
      const duplicate = known.duplicateOf(proposal) ?? duplicateInBatch(proposal, await store.readFiles(file.batchId));
      await store.setRead(file._id, { status: 'ready', reason: null, textStatus: 'read', text: read.text, proposal, duplicate });
    } catch (error) {
      if (error instanceof DocxExpandsTooMuch) {
        return store.setRead(file._id, { status: 'unreadable', reason: CvFolderErrors.expandsTooMuch, textStatus: 'unreadable', text: '', proposal: null, duplicate: null });
      }
      // The store or the database away: the claim runs out and the file is read again later.
      log.warn({ err: error, fileId: file._id.toHexString() }, 'a CV of a folder import could not be read now');
    }
  }

  const timer = setInterval(() => {
    void reader.kick();
    store.removeExpired().catch((error: unknown) => log.warn({ err: error }, 'expired folder imports could not be removed now'));
  }, everyMs).unref();

  const reader = {
    /** Reads what waits; a call while reading makes the loop look again when it is done. */
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = drain()
        .catch((error: unknown) => log.warn({ err: error }, 'folder import reading stopped; it resumes on the next round'))
        .finally(() => {
          running = null;
        });
      return running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  return reader;
}

export type CvFolderReader = ReturnType<typeof cvFolderReader>;

const asLike = (proposal: CvFolderProposal): CandidateLike => ({ name: proposal.name, email: proposal.email, phone: proposal.phone, location: proposal.location });

/**
 * The existing candidates by their phone and name-and-location keys (the e-mail is the directory's own index),
 * built at most once a second: a folder of 200 CVs, read at a few a second, walks a directory of 50,000 far fewer
 * times than it has files, and a candidate added a second ago is found by their phone too.
 */
export function candidateKeys(directory: CandidateDirectory, maxAgeMs = 1_000) {
  let builtAt = -Infinity;
  let builtOf = -1;
  let byPhone = new Map<string, Candidate>();
  let byNameLocation = new Map<string, Candidate>();
  const build = () => {
    byPhone = new Map();
    byNameLocation = new Map();
    for (const candidate of directory.list({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items) {
      const keys = candidateMatchKeys(candidate);
      if (keys.phone && !byPhone.has(keys.phone)) byPhone.set(keys.phone, candidate);
      if (keys.nameLocation && !byNameLocation.has(keys.nameLocation)) byNameLocation.set(keys.nameLocation, candidate);
    }
    builtAt = performance.now();
    builtOf = directory.size;
  };
  return {
    /** The existing candidate this CV is of, by the duplicate rule (decision 0123), and why. */
    duplicateOf(proposal: CvFolderProposal): CvFolderDuplicate | null {
      const keys = candidateMatchKeys(asLike(proposal));
      if (!keys.email && !keys.phone && !keys.nameLocation) return null;
      // A candidate added since is always seen; a phone edited in the last second may not be.
      if (performance.now() - builtAt > maxAgeMs || directory.size !== builtOf) build();
      const candidates = [
        keys.email ? directory.findByEmail(keys.email) : null,
        keys.phone ? byPhone.get(keys.phone) : null,
        keys.nameLocation ? byNameLocation.get(keys.nameLocation) : null,
      ];
      for (const candidate of candidates) {
        // Still there and still matching (the keys may be a few seconds old).
        const current = candidate && directory.get(candidate.id);
        const why = current && whyDuplicate(asLike(proposal), current);
        if (current && why) return { candidateId: current.id, fileId: null, name: current.name, why };
      }
      return null;
    },
  };
}

/** An earlier file of the same batch that is the same person (two versions of one CV in a folder). */
function duplicateInBatch(proposal: CvFolderProposal, earlier: StoredFile[]): CvFolderDuplicate | null {
  for (const file of earlier) {
    const why = file.proposal && whyDuplicate(asLike(proposal), asLike(file.proposal));
    if (why) return { candidateId: null, fileId: file._id.toHexString(), name: file.proposal!.name ?? file.fileName, why };
  }
  return null;
}
