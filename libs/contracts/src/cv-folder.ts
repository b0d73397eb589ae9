import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, ProposedEducation, ProposedEmployment } from './documents';
import { CandidateInput } from './candidates';

// ----- A folder of CVs (issue 32, decision 0127): many files or one .zip, read in the background, reviewed, then created -----

/** The limits of one batch and of a .zip in it (decision 0127). Each file, and the .zip itself, at most DOCUMENT_MAX_BYTES. */
export const CV_FOLDER_LIMITS = {
  maxFiles: 200,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  zipMaxEntries: 200,
  zipMaxUncompressedBytes: 200 * 1024 * 1024,
  /** How long a batch (and its files in the object store) waits for its review. */
  expiresAfterHours: 24,
} as const;

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

export const CvFolderParams = z.object({ id: objectId });

/** Opening a batch: how many files (or .zip archives) the manager chose, so that too many are refused before any is sent. */
export const CvFolderOpen = z.object({
  files: z.number().int().min(1, 'Choose at least one file').max(CV_FOLDER_LIMITS.maxFiles, `A folder holds at most ${CV_FOLDER_LIMITS.maxFiles} files`),
});

/**
 * waiting: stored, not read yet; ready: read, a proposal to review; unreadable: nothing to propose (the reason
 * says why; a file of a kind not accepted is not even kept); created / attached / skipped: what the confirm did.
 */
export const CvFolderFileStatus = z.enum(['waiting', 'ready', 'unreadable', 'created', 'attached', 'skipped']);
export type CvFolderFileStatus = z.infer<typeof CvFolderFileStatus>;

export const CvFolderDuplicateWhy = z.enum(['same e-mail', 'same phone', 'same name and location']);

/** A likely duplicate: an existing candidate, or an earlier file of the same batch. */
export const CvFolderDuplicate = z.object({
  candidateId: z.string().nullable(),
  fileId: z.string().nullable(),
  name: z.string(),
  why: CvFolderDuplicateWhy,
});
export type CvFolderDuplicate = z.infer<typeof CvFolderDuplicate>;

/** What a CV proposes for the candidate: the contact details from its text, the rest as the CV upload proposes it. */
export const CvFolderProposal = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  currentRole: z.string().nullable(),
  skills: z.array(z.string()),
  employment: z.array(ProposedEmployment),
  education: z.array(ProposedEducation),
});
export type CvFolderProposal = z.infer<typeof CvFolderProposal>;

export const CvFolderFile = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  status: CvFolderFileStatus,
  /** Why a file is unreadable, or why its confirm was refused. */
  reason: z.string().nullable(),
  proposal: CvFolderProposal.nullable(),
  duplicate: CvFolderDuplicate.nullable(),
  /** The candidate it became or was attached to, after the confirm. */
  candidateId: z.string().nullable(),
});
export type CvFolderFile = z.infer<typeof CvFolderFile>;

export const CvFolderBatch = z.object({
  id: z.string(),
  status: z.enum(['open', 'confirmed']),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Files kept, and how many of them are read (ready or unreadable) so far. */
  progress: z.object({ total: z.number().int(), read: z.number().int() }),
  files: z.array(CvFolderFile),
});
export type CvFolderBatch = z.infer<typeof CvFolderBatch>;

/** One upload's files: one, or a .zip's entries (the refused ones with their reason). */
export const CvFolderUploadAnswer = z.object({ files: z.array(CvFolderFile) });
export type CvFolderUploadAnswer = z.infer<typeof CvFolderUploadAnswer>;

/**
 * The review: for each file, create a candidate (with the name and e-mail as corrected), attach the file to an
 * existing candidate instead, or skip it. Files not named stay as they are, for a later confirm; the batch is
 * `confirmed` once every file is done.
 */
export const CvFolderChoice = z.discriminatedUnion('action', [
  z.object({
    fileId: objectId,
    action: z.literal('create'),
    name: CandidateInput.shape.name,
    email: CandidateInput.shape.email,
  }),
  z.object({ fileId: objectId, action: z.literal('attach'), candidateId: objectId }),
  z.object({ fileId: objectId, action: z.literal('skip') }),
]);
export type CvFolderChoice = z.infer<typeof CvFolderChoice>;

export const CvFolderConfirm = z.object({ choices: z.array(CvFolderChoice).max(CV_FOLDER_LIMITS.maxFiles) });
export type CvFolderConfirm = z.infer<typeof CvFolderConfirm>;

const Outcome = z.object({ fileId: z.string(), fileName: z.string(), candidateId: z.string().nullable(), name: z.string().nullable(), message: z.string().nullable() });

/** What the confirm did with each file: refused ones keep their message (e.g. the e-mail is taken) and can be confirmed again. */
export const CvFolderConfirmAnswer = z.object({
  created: z.array(Outcome),
  attached: z.array(Outcome),
  skipped: z.array(Outcome),
  refused: z.array(Outcome),
});
export type CvFolderConfirmAnswer = z.infer<typeof CvFolderConfirmAnswer>;

export const CvFolderErrors = {
  notFound: 'This folder import no longer exists (it expired or was already created). Start again.',
  confirmed: 'This folder import is finished. Start a new one to add more CVs.',
  done: 'This file was already created, attached or skipped.',
  tooManyFiles: `A folder import holds at most ${CV_FOLDER_LIMITS.maxFiles} files. Create these candidates, then import the rest in another.`,
  zipTooManyEntries: `The .zip holds more than ${CV_FOLDER_LIMITS.zipMaxEntries} files. Split it into smaller ones.`,
  zipTooLarge: `The .zip unpacks to more than ${CV_FOLDER_LIMITS.zipMaxUncompressedBytes / 1024 / 1024} MB. Split it into smaller ones.`,
  zipUnreadable: 'The .zip could not be opened. Check that it is a complete .zip file.',
  wrongType: 'Only PDF, Word (.docx), plain text files or a .zip of them can be imported.',
  entryTooLarge: 'Larger than 10 MB: not imported.',
  entryPath: 'Its path leaves the folder (".." or an absolute path): not imported.',
  nestedZip: 'A .zip inside the .zip is not opened: unpack it first.',
  entryWrongType: 'Not a PDF, Word (.docx) or plain text file: not imported.',
  noText: 'No text could be read (a scanned PDF?). Type the name to create the candidate anyway.',
  unreadable: 'The text could not be read. Type the name to create the candidate anyway.',
  expandsTooMuch: 'This Word file expands to more than the limit when opened: not imported.',
  notInBatch: 'This file is not part of this folder import.',
  notReady: 'This file is still being read. Wait a moment and try again.',
} as const;
