import { UserRole, UserStatus } from '@agency/contracts';

const ROLE_LABELS: Record<UserRole, string> = {
  recruiter: 'Recruiter',
  manager: 'Manager',
  administrator: 'Administrator',
};

/** The team roles in the order a form offers them; recruiter, the default, first. */
export const ROLE_OPTIONS = UserRole.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The statuses a form offers; 'active' reads 'Invited' for a member who has not chosen a password yet. */
export function statusOptions(invitationPending: boolean) {
  return UserStatus.options.map((status) => ({
    value: status,
    label: status === 'disabled' ? 'Disabled' : invitationPending ? 'Invited' : 'Active',
  }));
}

/** A role as people read it; an unknown or missing role reads as nothing (callers add the fallback). */
export function roleLabel(role: string | undefined): string {
  return (role && ROLE_LABELS[role as UserRole]) ?? '';
}
