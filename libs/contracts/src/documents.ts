import { z } from 'zod';

// ----- Candidate documents: CVs and other files, kept private in the object store (issue 20) -----

/** 10 MB: the largest file a candidate or a recruiter may upload. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The kinds of file accepted, told by their content (magic bytes), never by their name. */
export const DocumentKind = z.enum(['pdf', 'docx', 'text']);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** The content type each kind is stored and downloaded with. */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
};

/**
 * What came of reading the file's text: `read`; `no-text` (a PDF with no text layer, e.g. a scan: no OCR);
 * `unreadable` (malformed, or beyond the limits of the reader).
 */
export const DocumentTextStatus = z.enum(['read', 'no-text', 'unreadable']);
export type DocumentTextStatus = z.infer<typeof DocumentTextStatus>;

export const DOCUMENT_TEXT_MESSAGES: Record<DocumentTextStatus, string> = {
  read: 'Text read',
  'no-text': 'No text could be read (a scanned PDF?)',
  unreadable: 'The text could not be read',
};

export const DocumentUploader = z.object({
  kind: z.enum(['candidate', 'staff']),
  name: z.string(),
});
export type DocumentUploader = z.infer<typeof DocumentUploader>;

export const CandidateDocument = z.object({
  id: z.string(),
  candidateId: z.string(),
  fileName: z.string(),
  kind: DocumentKind,
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  textStatus: DocumentTextStatus,
  uploadedBy: DocumentUploader,
  createdAt: z.string(),
});
export type CandidateDocument = z.infer<typeof CandidateDocument>;

/** Newest first. */
export const CandidateDocumentList = z.array(CandidateDocument);
export type CandidateDocumentList = z.infer<typeof CandidateDocumentList>;

/** A proposed employment entry: what the CV seems to say, for the candidate to accept, edit or drop. */
export const ProposedEmployment = z.object({
  role: z.string(),
  organization: z.string().nullable(),
  startYear: z.number().int().nullable(),
  startMonth: z.number().int().min(1).max(12).nullable(),
  endYear: z.number().int().nullable(),
  endMonth: z.number().int().min(1).max(12).nullable(),
  isCurrent: z.boolean(),
});
export type ProposedEmployment = z.infer<typeof ProposedEmployment>;

export const ProposedEducation = z.object({
  institution: z.string(),
  qualification: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export type ProposedEducation = z.infer<typeof ProposedEducation>;

/** What a CV's text proposes for the profile. Never saved by itself: the person accepts, edits or drops it. */
export const ProfileProposal = z.object({
  currentRole: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  education: z.array(ProposedEducation),
  employment: z.array(ProposedEmployment),
});
export type ProfileProposal = z.infer<typeof ProfileProposal>;

/** The answer to an upload: the stored document and, when its text was read, what it proposes. */
export const DocumentUploadAnswer = z.object({
  document: CandidateDocument,
  proposal: ProfileProposal.nullable(),
});
export type DocumentUploadAnswer = z.infer<typeof DocumentUploadAnswer>;

export const DocumentParams = z.object({
  id: z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id'),
  documentId: z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id'),
});
export const OwnDocumentParams = DocumentParams.pick({ documentId: true });

/** The upload's file name travels in the query (`?fileName=`): the body is the file itself, streamed. */
export const DocumentUploadQuery = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Give the file a name (fileName)')
    .max(255, 'The file name must be at most 255 characters')
    // Bidirectional overrides would let `cv\u202Efdp.exe` show as `cvexe.pdf`. Control characters are the point here.
    // eslint-disable-next-line no-control-regex
    .refine((name) => !/[\u0000-\u001f\u007f/\\\u202a-\u202e\u2066-\u2069]/.test(name), 'The file name cannot hold slashes, control characters or text-direction overrides'),
});
export type DocumentUploadQuery = z.infer<typeof DocumentUploadQuery>;

export const DocumentErrors = {
  tooLarge: 'The file is larger than 10 MB. Please upload a smaller file.',
  wrongType: 'Only PDF, Word (.docx) and plain text files can be uploaded.',
  empty: 'The file is empty.',
  expandsTooMuch: 'This Word file expands to more than the limit when opened and cannot be accepted.',
  notFound: 'Document not found',
} as const;
