import { z } from 'zod';
import {
  InteractionInput,
  type Interaction,
  type InteractionStatus,
  type InteractionType,
} from '@agency/contracts';
import { fromDateTimeLocal, toDateTimeLocal } from '../dates';
import type { Picked } from '../pickers/SearchPicker';
import { viewerTimeZone } from './interviewDetails';

/** What only an interview has (decision 0122): left out of what is sent for any other type. */
const INTERVIEW_ONLY = ['location', 'durationMinutes', 'timeZone'] as const;
/** A new interview's length until the recruiter picks another. */
const DEFAULT_LENGTH = '60';

/**
 * The interaction form's schema: the shared InteractionInput (type, subject and date-time required, the
 * links optional), with the date typed in a `datetime-local` input, read in the viewer's time zone and
 * sent as ISO 8601 UTC. A field left empty is sent as null (none), so clearing it in 'Edit Interaction'
 * clears it. An interview's length is picked from a list of minutes.
 */
export const InteractionFormSchema = InteractionInput.extend({
  date: z
    .string()
    .min(1, 'Date & Time is required')
    .transform(fromDateTimeLocal)
    .pipe(InteractionInput.shape.date),
  durationMinutes: z
    .string()
    .optional()
    // Left out (a form of another type), none, or the minutes picked.
    .transform((minutes): number | null | undefined => {
      if (minutes === undefined) return undefined;
      return minutes === '' ? null : Number(minutes);
    })
    .pipe(InteractionInput.shape.durationMinutes),
}).transform(
  (interaction) =>
    Object.fromEntries(
      Object.entries(interaction)
        .filter(
          ([key]) => interaction.type === 'interview' || !(INTERVIEW_ONLY as readonly string[]).includes(key),
        )
        .map(([key, value]) => [key, value === '' ? null : value]),
    ) as z.output<typeof InteractionInput>,
);

export type InteractionFormValues = z.input<typeof InteractionFormSchema>;

/** What a dialog that opens the form may fill in beforehand (the calendar's day, the dashboard's 'interview'). */
export interface InteractionDefaults {
  type?: InteractionType;
  status?: InteractionStatus;
  subject?: string;
  /** When it happens (the form shows it in the viewer's time zone). */
  date?: Date;
  candidate?: Picked | null;
  employer?: Picked | null;
  jobRole?: Picked | null;
}

/** The records an interaction links to, by the names the pickers show. */
export interface InteractionLinks {
  candidate: Picked | null;
  employer: Picked | null;
  jobRole: Picked | null;
}

/** A new interaction's values: the defaults given, else a call completed now (spec section 9). */
export function newInteractionValues(defaults: InteractionDefaults = {}): InteractionFormValues {
  return {
    type: defaults.type ?? 'call',
    subject: defaults.subject ?? '',
    date: toDateTimeLocal(defaults.date ?? new Date()),
    status: defaults.status ?? 'completed',
    candidateId: defaults.candidate?.id ?? '',
    employerId: defaults.employer?.id ?? '',
    jobRoleId: defaults.jobRole?.id ?? '',
    description: '',
    outcome: '',
    nextSteps: '',
    nextStepsDue: '',
    nextStepsAssigneeId: '',
    location: '',
    durationMinutes: DEFAULT_LENGTH,
    timeZone: viewerTimeZone(),
  };
}

/**
 * The form's values for an existing interaction. A link whose record this service no longer knows by name
 * keeps its id: editing other fields does not drop it (only changed fields are sent).
 */
export function interactionFormValues(interaction: Interaction): InteractionFormValues {
  return {
    type: interaction.type,
    subject: interaction.subject,
    date: toDateTimeLocal(interaction.date),
    status: interaction.status,
    candidateId: interaction.candidateId ?? '',
    employerId: interaction.employerId ?? '',
    jobRoleId: interaction.jobRoleId ?? '',
    description: interaction.description ?? '',
    outcome: interaction.outcome ?? '',
    nextSteps: interaction.nextSteps ?? '',
    nextStepsDue: interaction.nextStepsDue ?? '',
    nextStepsAssigneeId: interaction.nextStepsAssigneeId ?? '',
    location: interaction.location ?? '',
    // An interview without a length is an hour long in its invitation, as it shows here.
    durationMinutes: String(interaction.durationMinutes ?? DEFAULT_LENGTH),
    // Not known: its invitation gives the time in UTC.
    timeZone: interaction.timeZone ?? '',
  };
}

/** The linked records' names, as the pickers show them. */
export function interactionLinks(interaction: Interaction): InteractionLinks {
  return {
    candidate: interaction.candidate,
    employer: interaction.employer,
    jobRole: interaction.jobRole && { id: interaction.jobRole.id, name: interaction.jobRole.title },
  };
}
