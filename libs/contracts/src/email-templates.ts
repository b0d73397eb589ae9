import { z } from 'zod';
import { line, TextLimit } from './fields';
import { BULK_AT_ONCE, BulkBatchReply } from './bulk';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

/**
 * E-mail templates (issue 34, point 5; decision 0137), kept by the notifications service: managers and
 * administrators write them on a settings screen, recruiters send them to a selection of candidates.
 */

/** The merge fields a template may use, as `{{name}}`, and what each becomes. */
export const MERGE_FIELDS = {
  firstName: "The candidate's first name",
  lastName: "The candidate's last name",
  fullName: "The candidate's full name",
  jobTitle: "The candidate's current role",
  location: "The candidate's location",
  recruiterName: 'The name of the person sending it',
  agencyName: "The agency's name",
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export const MergeFieldNames = Object.keys(MERGE_FIELDS) as MergeField[];

/** `{{ name }}` with optional spaces; anything else between braces is left as written. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The merge fields a text uses that are not known, each once. */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(MERGE_FIELD_PATTERN)) if (!(name! in MERGE_FIELDS)) unknown.add(name!);
  return [...unknown];
}

export const EmailTemplateMessages = {
  unknownField: (names: string[]) =>
    `Unknown merge field${names.length > 1 ? 's' : ''}: ${names.map((name) => `{{${name}}}`).join(', ')}. Use ${MergeFieldNames.map((name) => `{{${name}}}`).join(', ')}.`,
  notFound: 'This e-mail template does not exist. It may have been deleted.',
  nameTaken: (name: string) => `A template named '${name}' already exists. Choose another name.`,
} as const;

const checkedText = (schema: z.ZodString) =>
  schema.superRefine((text, ctx) => {
    const unknown = unknownMergeFields(text);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: EmailTemplateMessages.unknownField(unknown) });
  });

/** The body is written as plain text with merge fields; the HTML e-mail is made from it with every value escaped. */
export const EmailTemplateInput = z.object({
  name: line(TextLimit.line).min(1, 'Name is required'),
  subject: checkedText(line(TextLimit.line).min(1, 'Subject is required')),
  body: checkedText(z.string().trim().min(1, 'Body is required').max(TextLimit.text)),
});
export type EmailTemplateInput = z.infer<typeof EmailTemplateInput>;
export const EmailTemplateUpdate = EmailTemplateInput.partial().refine((update) => Object.keys(update).length > 0, 'Send at least one field to change.');
export type EmailTemplateUpdate = z.infer<typeof EmailTemplateUpdate>;

export const EmailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;
export const EmailTemplateList = z.object({ items: z.array(EmailTemplate) });
export type EmailTemplateList = z.infer<typeof EmailTemplateList>;
export const EmailTemplateParam = z.object({ id: objectId });

/** The values of the merge fields for one candidate; empty text where the record has none. */
export const MergeValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  location: z.string(),
});
export type MergeValues = z.infer<typeof MergeValues>;

// ----- Between services -----
/**
 * Candidates (which owns the records) asks notifications (which owns e-mails, addresses, opt-outs) to send a
 * template to a batch of candidates, with each one's merge values; the reply says, per candidate, queued or skipped
 * and why (no address, erased, opted out). Each e-mail is keyed by job and candidate, so a repeated batch sends once.
 */
export const SEND_TEMPLATED_EMAILS = 'rpc.notifications.send-templated-emails';
export const SendTemplatedEmailsRequest = z.object({
  jobId: z.string().min(1),
  templateId: z.string().min(1),
  recruiter: z.object({ id: z.string(), name: z.string() }),
  recipients: z.array(MergeValues.extend({ candidateId: z.string().min(1) })).min(1).max(BULK_AT_ONCE),
});
export type SendTemplatedEmailsRequest = z.infer<typeof SendTemplatedEmailsRequest>;
export const SendTemplatedEmailsReply = BulkBatchReply;
export type SendTemplatedEmailsReply = z.infer<typeof SendTemplatedEmailsReply>;
