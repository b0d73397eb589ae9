import { z } from 'zod';
import { InteractionOutcome, InteractionStatus, InteractionType } from './enums';

/** Event subjects of the engagement context (interactions; placements and leads follow with their issue). */
export const EngagementEvents = {
  interactionCreated: 'engagement.interaction.created',
  interactionUpdated: 'engagement.interaction.updated',
  interactionDeleted: 'engagement.interaction.deleted',
} as const;

/**
 * Snapshot carried by interaction created/updated events; other services keep the parts they show
 * (e.g. the candidates service, the interactions of a candidate). The deleted event carries `{ id }`.
 */
export const InteractionSnapshot = z.object({
  id: z.string(),
  type: InteractionType,
  subject: z.string(),
  description: z.string().nullable().optional(),
  date: z.string(),
  outcome: InteractionOutcome.nullable().optional(),
  nextSteps: z.string().nullable().optional(),
  status: InteractionStatus,
  candidateId: z.string().nullable().optional(),
  employerId: z.string().nullable().optional(),
  jobRoleId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InteractionSnapshot = z.infer<typeof InteractionSnapshot>;
