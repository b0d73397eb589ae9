import { z } from 'zod';
import { line, TextLimit } from './fields';

// Every enumeration the spec names, in one place. Labels for display live with the UI.
export const Availability = z.enum(['available', 'in_process', 'placed', 'not_available']);
export const EmployerStatus = z.enum(['active', 'prospect', 'inactive']);
export const JobRoleStatus = z.enum(['open', 'on_hold', 'filled', 'closed']);
export const JobRolePriority = z.enum(['low', 'medium', 'high', 'urgent']);
/** The jobs board's employment-type filter; the spec makes every role full-time (decision 0117). */
export const EmploymentType = z.enum(['full-time', 'part-time', 'contract', 'temporary']);
export const InteractionType = z.enum(['call', 'email', 'meeting', 'interview', 'follow_up']);
export const InteractionStatus = z.enum(['scheduled', 'completed', 'cancelled']);
// Outcome is free text in the spec; 'positive' and 'negative' get their own badge style.
export const InteractionOutcome = line(TextLimit.line);
export const PlacementStage = z.enum(['lead', 'qualified', 'proposal', 'closed_won', 'closed_lost']);
export const UserRole = z.enum(['recruiter', 'administrator', 'manager']);
export const UserStatus = z.enum(['active', 'disabled']);
export const LeadService = z.enum(['consultation', 'cv_assessment']);
export const LeadStatus = z.enum(['new', 'contacted', 'converted', 'closed']);
export const ApplicationStatus = z.enum(['pending', 'reviewed', 'accepted', 'rejected']);
export const JobMatchStatus = z.enum(['suggested', 'interested', 'applied', 'declined']);
export const AppointmentStatus = z.enum(['scheduled', 'completed', 'cancelled']);

export type Availability = z.infer<typeof Availability>;
export type EmployerStatus = z.infer<typeof EmployerStatus>;
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export type JobRoleStatus = z.infer<typeof JobRoleStatus>;
export type JobRolePriority = z.infer<typeof JobRolePriority>;
export type EmploymentType = z.infer<typeof EmploymentType>;
export type InteractionType = z.infer<typeof InteractionType>;
export type InteractionStatus = z.infer<typeof InteractionStatus>;
export type PlacementStage = z.infer<typeof PlacementStage>;
export type LeadService = z.infer<typeof LeadService>;
export type LeadStatus = z.infer<typeof LeadStatus>;
export type UserRole = z.infer<typeof UserRole>;
