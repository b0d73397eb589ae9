import { Appointment, AppointmentList, AppointmentListQuery, ErrorBody, IdParam } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import { signedInCandidate, type PortalReferences } from '../projections/references';
import type { AppointmentStore } from './store';

export const APPOINTMENT_NOT_FOUND = 'This appointment was not found: it may have been removed. Refresh the page to see your appointments.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Appointments: the candidate's interviews (made from engagement's interactions), and 'Confirm Attendance'. */
export function registerAppointmentRoutes(app: ServiceApp, { appointments, references }: { appointments: AppointmentStore; references: PortalReferences }): void {
  app.get('/api/appointments', { schema: { querystring: AppointmentListQuery, response: { 200: AppointmentList, ...errors } } }, async (request) =>
    appointments.list(request.query),
  );

  app.get('/api/candidate/appointments', { schema: { response: { 200: AppointmentList, ...errors } } }, async (request) =>
    appointments.upcomingOf(signedInCandidate(references, request.principal)),
  );

  app.post('/api/candidate/appointments/:id/confirm', { schema: { params: IdParam, response: { 200: Appointment, ...errors } } }, async (request) => {
    const appointment = await appointments.ofCandidate(request.params.id, signedInCandidate(references, request.principal));
    const confirmed = appointment && (await appointments.confirm(appointment));
    if (!confirmed) throw notFound(APPOINTMENT_NOT_FOUND);
    return confirmed;
  });
}
