import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

/**
 * The portal's date displays: US English (spec section 9), in the viewer's own time zone (the browser's);
 * the server answers UTC. Text that is not a date is shown as it came.
 */
function formatted(value: string, pattern: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern, { locale: enUS }) : value;
}

/** An appointment: 'Tuesday, November 24, 2026 at 10:00 AM'. */
export const formatAppointmentDate = (value: string) => formatted(value, "EEEE, MMMM d, yyyy 'at' h:mm a");

/** When a message was sent: 'Nov 24, 2026 10:00 AM', as the CRM's lists show a moment. */
export const formatMessageDate = (value: string) => formatted(value, 'MMM d, yyyy h:mm a');

/** When a document was uploaded: 'Nov 24, 2026 10:00 AM'. */
export const formatUploadDate = (value: string) => formatted(value, 'MMM d, yyyy h:mm a');

/** A day: 'Nov 24, 2026' (when an application was sent or its status set). */
export const formatDay = (value: string) => formatted(value, 'MMM d, yyyy');
