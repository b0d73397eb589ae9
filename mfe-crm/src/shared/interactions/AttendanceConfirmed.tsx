import { Badge } from '@agency/ui';
import { formatDayAndTime } from '../dates';

/**
 * 'Attendance confirmed': the candidate pressed 'Confirm Attendance' in the portal for this interview.
 * Shown on the interactions screen, the calendar's day card and the candidate details; the moment it was
 * confirmed, when known, shows on hover.
 */
export function AttendanceConfirmed({ at }: { at?: string | null }) {
  return (
    <Badge $variant="default" title={at ? `Confirmed ${formatDayAndTime(at)}` : undefined}>
      Attendance confirmed
    </Badge>
  );
}
