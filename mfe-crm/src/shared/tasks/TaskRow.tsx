import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Task } from '@agency/contracts';
import { Badge, Button, Muted, UserText } from '@agency/ui';
import { formatDay } from '../dates';
import { useReportResult } from '../forms/useReportResult';
import { candidatePath, employerPath, jobRolePath } from '../records/paths';
import { useDeleteTaskMutation, useUpdateTaskMutation } from './tasksApi';

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(2.5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.span<{ $done: boolean }>`
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
`;

const Small = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A due day ('YYYY-MM-DD') as the CRM writes days; read at noon so no time zone moves it. */
export const dueDayText = (day: string) => formatDay(`${day}T12:00:00`);

/** When it is due, against the list's today: overdue ones stand out. */
function Due({ task, today }: { task: Task; today: string }) {
  if (task.status === 'done') return <Badge $variant="secondary">Done</Badge>;
  if (task.dueDate < today) return <Badge $variant="destructive">Overdue · {dueDayText(task.dueDate)}</Badge>;
  if (task.dueDate === today) return <Badge>Today</Badge>;
  return <Badge $variant="outline">{dueDayText(task.dueDate)}</Badge>;
}

/**
 * One task: 'Done' (or 'Reopen'), its title, when it is due, the records it is about (each linked), and, where the
 * list is not the viewer's own, whose it is. `canDelete`: the viewer gave it by hand (a next steps' task goes with
 * its interaction).
 */
export function TaskRow({ task, today, showAssignee, canDelete }: { task: Task; today: string; showAssignee: boolean; canDelete: boolean }) {
  const [updateTask, { isLoading: updating }] = useUpdateTaskMutation();
  const [deleteTask, { isLoading: deleting }] = useDeleteTaskMutation();
  const report = useReportResult();
  const done = task.status === 'done';
  const about = [
    task.candidate && { to: candidatePath(task.candidate.id), name: task.candidate.name },
    task.employer && { to: employerPath(task.employer.id), name: task.employer.name },
    task.jobRole && { to: jobRolePath(task.jobRole.id), name: task.jobRole.title },
  ].filter((link): link is { to: string; name: string } => !!link);

  return (
    <Row>
      <Button
        $variant="outline"
        $size="sm"
        disabled={updating}
        aria-label={`${done ? 'Reopen' : 'Mark done'}: ${task.title}`}
        onClick={async () =>
          report(await updateTask({ id: task.id, changes: { done: !done } }), {
            success: { title: done ? 'Task reopened' : 'Task done' },
            failure: done ? 'Error reopening task' : 'Error completing task',
          })
        }
      >
        {done ? 'Reopen' : 'Done'}
      </Button>
      <Body>
        <Title $done={done}>
          <UserText>{task.title}</UserText>
        </Title>
        <div>
          <Due task={task} today={today} />
        </div>
        {(about.length > 0 || showAssignee) && (
          <Small>
            {about.map((link, index) => (
              <span key={link.to}>
                {index > 0 && ' · '}
                <Link to={link.to}>
                  <UserText>{link.name}</UserText>
                </Link>
              </span>
            ))}
            {showAssignee && (
              <span>
                {about.length > 0 && ' · '}
                For <UserText>{task.assignee?.name ?? 'a former team member'}</UserText>
              </span>
            )}
          </Small>
        )}
      </Body>
      {canDelete && (
        <Button
          $variant="ghost"
          $size="sm"
          disabled={deleting}
          aria-label={`Delete task: ${task.title}`}
          onClick={async () =>
            report(await deleteTask(task.id), { success: { title: 'Task deleted' }, failure: 'Error deleting task' })
          }
        >
          Delete
        </Button>
      )}
    </Row>
  );
}

export const TaskRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
