import styled from 'styled-components';
import type { Appointment } from '@agency/contracts';
import { Badge, Button, useToast } from '@agency/ui';
import { formatAppointmentDate } from '../../shared/dates';
import { describeError } from '@agency/web-kit';
import { ItemActions, ItemMeta, ItemText, ItemTop } from '../../shared/tab-layout/itemLayout';
import { ItemCard, TabSection } from '../../shared/tab-layout/TabSection';
import { useConfirmAttendanceMutation, useGetAppointmentsQuery } from '../../shared/api/appointmentsApi';

const STATUS_LABELS: Record<Appointment['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const [confirmAttendance, { isLoading }] = useConfirmAttendanceMutation();
  const { toast } = useToast();

  const onConfirm = async () => {
    const result = await confirmAttendance(appointment.id);
    if (result.error) {
      toast({
        title: 'Failed to confirm attendance',
        description: describeError(result.error),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Attendance confirmed',
      description: `Your recruiter knows you will attend ${appointment.title}.`,
    });
  };

  return (
    <ItemCard>
      <ItemTop>
        <h3>{appointment.title}</h3>
        <Badge $variant={appointment.status === 'scheduled' ? 'default' : 'outline'}>
          {STATUS_LABELS[appointment.status]}
        </Badge>
      </ItemTop>
      <Facts>
        <dt>When</dt>
        <dd>
          <time dateTime={appointment.date}>{formatAppointmentDate(appointment.date)}</time>
        </dd>
        {appointment.location && (
          <>
            <dt>Where</dt>
            <dd>{appointment.location}</dd>
          </>
        )}
      </Facts>
      {appointment.description && <ItemText>{appointment.description}</ItemText>}
      {appointment.candidateConfirmed ? (
        <ItemActions>
          <Button $variant="outline" disabled>
            Confirmed
          </Button>
        </ItemActions>
      ) : appointment.status === 'scheduled' ? (
        <ItemActions>
          <Button onClick={onConfirm} disabled={isLoading}>
            {isLoading ? 'Confirming...' : 'Confirm Attendance'}
          </Button>
        </ItemActions>
      ) : (
        <ItemMeta>No confirmation needed.</ItemMeta>
      )}
    </ItemCard>
  );
}

/** The Appointments tab (spec section 2): times in the viewer's time zone; 'Confirm Attendance' decision 0064. */
export function AppointmentsTab() {
  const query = useGetAppointmentsQuery();
  return (
    <TabSection
      id="appointments"
      title="Upcoming Appointments"
      query={query}
      empty="No appointments scheduled"
    >
      {(appointment) => <AppointmentItem key={appointment.id} appointment={appointment} />}
    </TabSection>
  );
}
