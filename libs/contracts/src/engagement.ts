import { z } from 'zod';
import { InteractionOutcome, InteractionStatus, InteractionType, LeadService, LeadStatus, PlacementStage } from './enums';
import { eventDate, line, optionalPhone, optionalText, TextLimit } from './fields';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');
/** An optional link to another context's record: empty text (a form's 'none') means no link. */
const optionalLink = z
  .union([z.literal('').transform(() => null), objectId])
  .optional()
  .nullable();
/** A pipeline card's value is at most $10,000,000 (decision 0074). */
export const PLACEMENT_VALUE_MAX_CENTS = 1_000_000_000;

/** Names from the other contexts, as this service's projections know them; null when unknown or deleted. */
export const CandidateRef = z.object({ id: z.string(), name: z.string(), currentRole: z.string().nullable().optional() });
export const EmployerRef = z.object({ id: z.string(), name: z.string() });
export const JobRoleRef = z.object({ id: z.string(), title: z.string(), slug: z.string().nullable().optional() });
export type CandidateRef = z.infer<typeof CandidateRef>;
export type EmployerRef = z.infer<typeof EmployerRef>;
export type JobRoleRef = z.infer<typeof JobRoleRef>;
/** A team member by name (who logged an interaction). */
export const StaffRef = z.object({ id: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof StaffRef>;

// ----- Interactions -----
/** An interview's length in minutes: a quarter of an hour to four hours (decision 0122). */
export const INTERVIEW_MINUTES = { min: 15, max: 240, default: 60 } as const;
/** The lengths the CRM offers. */
export const INTERVIEW_LENGTHS = [15, 30, 45, 60, 90, 120, 180, 240] as const;

/** Whether the runtime knows `zone` as an IANA time zone ('Europe/London'); Intl is the authority. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The candidate's time zone, as the recruiter chose it on the interview (decision 0122); empty text is none. */
const optionalTimeZone = z
  .string()
  .trim()
  .max(TextLimit.tag)
  .refine((zone) => zone === '' || isTimeZone(zone), 'Time zone must be an IANA time zone, e.g. Europe/London')
  // 'europe/london' is kept as the runtime spells it.
  .transform((zone) => (zone === '' ? null : new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone))
  .optional()
  .nullable();

/** Spec section 5: type, subject and date-time required; the links optional; status defaults to completed. */
export const InteractionInput = z.object({
  type: InteractionType,
  subject: line(TextLimit.line).min(1, 'Subject is required'),
  date: eventDate('Date'),
  description: optionalText(TextLimit.text),
  outcome: InteractionOutcome.optional().nullable(),
  nextSteps: optionalText(TextLimit.text),
  /** The day the next steps are due: with next steps, a task on the assignee's list (decision 0135); empty text is none. */
  nextStepsDue: z
    .union([z.literal('').transform(() => null), z.iso.date({ message: 'Due date must be a date, YYYY-MM-DD' })])
    .optional()
    .nullable(),
  /** Who the next steps' task is for (a colleague's id); none: whoever logged the interaction. */
  nextStepsAssigneeId: z
    .union([z.literal('').transform(() => null), z.string().trim().min(1).max(100)])
    .optional()
    .nullable(),
  status: InteractionStatus.default('completed'),
  candidateId: optionalLink,
  employerId: optionalLink,
  jobRoleId: optionalLink,
  /** Where an interview takes place: an address or a video link (decision 0122). */
  location: line(TextLimit.line).optional().nullable(),
  /** An interview's length in minutes. */
  durationMinutes: z
    .number({ error: 'Length must be a number of minutes' })
    .int('Length must be a whole number of minutes')
    .min(INTERVIEW_MINUTES.min, `Length must be at least ${INTERVIEW_MINUTES.min} minutes`)
    .max(INTERVIEW_MINUTES.max, `Length must be at most ${INTERVIEW_MINUTES.max} minutes`)
    .optional()
    .nullable(),
  timeZone: optionalTimeZone,
});
export type InteractionInput = z.input<typeof InteractionInput>;

/**
 * PUT /api/interactions/{id}: the fields to change (e.g. a scheduled meeting completed or cancelled, its
 * outcome and next steps). A field left out is kept; null clears an optional field.
 */
export const InteractionUpdate = InteractionInput.partial()
  .extend({ status: InteractionStatus.optional() })
  .refine((update) => Object.keys(update).length > 0, 'Send at least one field to change.');
export type InteractionUpdate = z.input<typeof InteractionUpdate>;

export const Interaction = z.object({
  id: z.string(),
  type: InteractionType,
  subject: z.string(),
  description: z.string().nullable().optional(),
  date: z.string(),
  outcome: z.string().nullable().optional(),
  nextSteps: z.string().nullable().optional(),
  nextStepsDue: z.string().nullable().optional(),
  nextStepsAssigneeId: z.string().nullable().optional(),
  status: InteractionStatus,
  candidateId: z.string().nullable().optional(),
  employerId: z.string().nullable().optional(),
  jobRoleId: z.string().nullable().optional(),
  candidate: CandidateRef.nullable(),
  employer: EmployerRef.nullable(),
  jobRole: JobRoleRef.nullable(),
  location: z.string().nullable().optional(),
  durationMinutes: z.number().int().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  /** The staff member who logged or scheduled it; null for records from before this was kept. */
  createdBy: z.string().nullable().optional(),
  /** Their name as this service last heard it from the AUTH stream; null when unknown. */
  author: StaffRef.nullable().optional(),
  /** A scheduled interview the candidate confirmed in the portal (from portal.appointment.confirmed). */
  candidateConfirmed: z.boolean().optional(),
  candidateConfirmedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interaction = z.infer<typeof Interaction>;

/**
 * Staff list. q: case-insensitive over subject, candidate name, employer name and type. from/to: a date
 * range (from inclusive, to exclusive), as the calendar asks for a week. order: by date, newest first
 * unless asc (the calendar and upcoming lists ask for asc). createdBy: who logged it (a team member's id).
 */
export const InteractionListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: InteractionStatus.optional(),
  type: InteractionType.optional(),
  candidateId: objectId.optional(),
  employerId: objectId.optional(),
  createdBy: z.string().trim().min(1).max(100).optional(),
  from: eventDate('From').optional(),
  to: eventDate('To').optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type InteractionListQuery = z.input<typeof InteractionListQuery>;

export const InteractionList = z.object({ items: z.array(Interaction), total: z.number().int() });
export type InteractionList = z.infer<typeof InteractionList>;

/** GET /api/interactions/authors: everyone who logged an interaction (also who has left since), by name: the 'Logged by' filter. */
export const InteractionAuthorList = z.array(StaffRef);
export type InteractionAuthorList = z.infer<typeof InteractionAuthorList>;

// ----- Placements (the pipeline) -----
/** Spec section 5: candidate, employer and job role required; value an optional whole number of cents. */
export const PlacementInput = z.object({
  candidateId: objectId,
  employerId: objectId,
  jobRoleId: objectId,
  status: PlacementStage.default('lead'),
  value: z
    .number({ error: 'Value must be a number of cents' })
    .int('Value must be a whole number of cents')
    .min(0, 'Value cannot be negative')
    .max(PLACEMENT_VALUE_MAX_CENTS, 'Value must be at most 1,000,000,000 cents ($10,000,000)')
    .optional()
    .nullable(),
  notes: optionalText(TextLimit.text),
  placementDate: eventDate('Placement date').optional().nullable(),
});
export type PlacementInput = z.input<typeof PlacementInput>;

/** PUT /api/placements/{id}: the fields to change (moving a card sends only `status`). Null clears. */
export const PlacementUpdate = PlacementInput.partial()
  .extend({ status: PlacementStage.optional() })
  .refine((update) => Object.keys(update).length > 0, 'Send at least one field to change.');
export type PlacementUpdate = z.input<typeof PlacementUpdate>;

export const Placement = z.object({
  id: z.string(),
  candidateId: z.string(),
  employerId: z.string(),
  jobRoleId: z.string(),
  status: PlacementStage,
  value: z.number().int().nullable().optional(),
  notes: z.string().nullable().optional(),
  placementDate: z.string().nullable().optional(),
  candidate: CandidateRef.nullable(),
  employer: EmployerRef.nullable(),
  jobRole: JobRoleRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Placement = z.infer<typeof Placement>;

export const PlacementListQuery = z.object({
  status: PlacementStage.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PlacementListQuery = z.input<typeof PlacementListQuery>;

export const PlacementList = z.object({ items: z.array(Placement), total: z.number().int() });
export type PlacementList = z.infer<typeof PlacementList>;

// ----- Leads -----
/** Spec section 5: name, e-mail and a service required; phone and message optional (empty text is none). */
export const LeadInput = z.object({
  name: line().min(1, 'Please fill in your name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(TextLimit.email)),
  phone: optionalPhone('Phone'),
  message: optionalText(TextLimit.text),
  service: LeadService,
  source: line(TextLimit.tag).min(1).default('exit_intent'),
});
export type LeadInput = z.input<typeof LeadInput>;

export const LeadUpdate = z.object({ status: LeadStatus });
export type LeadUpdate = z.infer<typeof LeadUpdate>;

export const Lead = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  service: LeadService,
  source: z.string(),
  status: LeadStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof Lead>;

/** Staff list: new leads first (oldest first: the 24-hour promise runs out soonest), then the rest newest first. */
export const LeadListQuery = z.object({
  status: LeadStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type LeadListQuery = z.input<typeof LeadListQuery>;

export const LeadList = z.object({ items: z.array(Lead), total: z.number().int(), newCount: z.number().int() });
export type LeadList = z.infer<typeof LeadList>;

/** The public answer to a lead: the confirmation the website shows. */
export const LeadReceived = z.object({ id: z.string(), message: z.string() });
export type LeadReceived = z.infer<typeof LeadReceived>;

// ----- Events -----
/** Event subjects of the engagement context. */
export const EngagementEvents = {
  interactionCreated: 'engagement.interaction.created',
  interactionUpdated: 'engagement.interaction.updated',
  interactionDeleted: 'engagement.interaction.deleted',
  placementCreated: 'engagement.placement.created',
  placementUpdated: 'engagement.placement.updated',
  placementDeleted: 'engagement.placement.deleted',
  leadReceived: 'engagement.lead.received',
  leadUpdated: 'engagement.lead.updated',
} as const;

/**
 * Snapshot carried by interaction created/updated events; other services keep the parts they show
 * (the candidates service, the interactions of a candidate; the portal, a candidate's scheduled
 * interviews). The deleted events carry `{ id }`.
 */
export const InteractionSnapshot = z.object({
  id: z.string(),
  type: InteractionType,
  subject: z.string(),
  description: z.string().nullable().optional(),
  date: z.string(),
  // Plain text, not the input rule: an outcome stored before a rule (a line break, issue 30) still travels.
  outcome: z.string().nullable().optional(),
  nextSteps: z.string().nullable().optional(),
  nextStepsDue: z.string().nullable().optional(),
  nextStepsAssigneeId: z.string().nullable().optional(),
  status: InteractionStatus,
  candidateId: z.string().nullable().optional(),
  employerId: z.string().nullable().optional(),
  jobRoleId: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  durationMinutes: z.number().int().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  createdBy: z.string().nullable().optional(),
  candidateConfirmed: z.boolean().optional(),
  candidateConfirmedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InteractionSnapshot = z.infer<typeof InteractionSnapshot>;

/** Snapshot carried by placement created/updated events (names are the other contexts' own). */
export const PlacementSnapshot = Placement.omit({ candidate: true, employer: true, jobRole: true });
export type PlacementSnapshot = z.infer<typeof PlacementSnapshot>;

/** Snapshot carried by lead received/updated events. */
export const LeadSnapshot = Lead;
export type LeadSnapshot = Lead;
