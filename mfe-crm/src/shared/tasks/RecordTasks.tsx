import { useState } from 'react';
import { Button, Muted } from '@agency/ui';
import { useSessionUser } from '../session/RequireSession';
import { RecordCard } from '../records/RecordLayout';
import { AddTaskDialog, type TaskRecord } from './AddTaskDialog';
import { TaskRow, TaskRows } from './TaskRow';
import { useGetTasksQuery } from './tasksApi';

/**
 * 'Tasks' on a candidate's, employer's or job role's page (decision 0135): the record's open tasks, the team's, soonest
 * first, each with whose it is; 'Add Task' for one by hand.
 */
export function RecordTasks({ record }: { record: TaskRecord }) {
  const me = useSessionUser();
  const [adding, setAdding] = useState(false);
  const { currentData: tasks, isError } = useGetTasksQuery(record);
  return (
    <RecordCard
      title="Tasks"
      count={tasks?.total}
      actions={
        <Button $variant="outline" $size="sm" onClick={() => setAdding(true)}>
          Add Task
        </Button>
      }
    >
      {isError && <Muted>Tasks cannot be loaded right now. Please try refreshing the page.</Muted>}
      {!isError && !tasks && <Muted aria-busy="true">Loading...</Muted>}
      {tasks && tasks.items.length === 0 && <Muted>No open tasks</Muted>}
      {tasks && tasks.items.length > 0 && (
        <TaskRows>
          {tasks.items.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              today={tasks.today}
              showAssignee
              canDelete={!task.interactionId && (task.createdBy === me.id || me.role !== 'recruiter')}
            />
          ))}
        </TaskRows>
      )}
      {adding && <AddTaskDialog record={record} open onClose={() => setAdding(false)} />}
    </RecordCard>
  );
}
