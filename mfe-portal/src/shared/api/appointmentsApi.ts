import { Appointment, AppointmentList } from '@agency/contracts';
import { portalApi } from '../../store';

/** The candidate's interviews (services/portal, from the recruiters' scheduled interactions), soonest first. */
export const appointmentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAppointments: build.query<Appointment[], void>({
      query: () => '/api/candidate/appointments',
      responseSchema: AppointmentList,
      providesTags: ['Appointment'],
    }),
    /** 'Confirm Attendance': the appointment reads 'Confirmed' at once, from the answer or as the server records it. */
    confirmAttendance: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/api/candidate/appointments/${encodeURIComponent(id)}/confirm`,
        method: 'POST',
      }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        const answered = Appointment.safeParse(data);
        dispatch(
          appointmentsApi.util.updateQueryData('getAppointments', undefined, (appointments) =>
            appointments.map((appointment) =>
              appointment.id !== id
                ? appointment
                : answered.success
                  ? answered.data
                  : { ...appointment, candidateConfirmed: true },
            ),
          ),
        );
      },
    }),
  }),
});

export const { useGetAppointmentsQuery, useConfirmAttendanceMutation } = appointmentsApi;
