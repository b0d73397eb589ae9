import styled from 'styled-components';
import type { TaskWhen } from '@agency/contracts';
import { Card, Heading, Muted } from '@agency/ui';
import { TaskRow, TaskRows } from './TaskRow';
import { useGetTasksQuery } from './tasksApi';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const GROUPS: { when: TaskWhen; title: string; empty: string }[] = [
  { when: 'overdue', title: 'Overdue', empty: 'Nothing overdue' },
  { when: 'today', title: 'Today', empty: 'Nothing due today' },
  { when: 'upcoming', title: 'Upcoming', empty: 'Nothing coming up' },
];

/** One of the panel's lists: the signed-in member's open tasks due in that part of time. */
function TaskGroup({ when, title, empty }: (typeof GROUPS)[number]) {
  const { currentData: tasks, isError } = useGetTasksQuery({ assignee: 'me', when });
  const headingId = `my-tasks-${when}`;
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h3" $size="md" id={headingId}>
        {tasks ? `${title} (${tasks.total})` : title}
      </Heading>
      {isError && <Muted>Tasks cannot be loaded right now. Please try refreshing the page.</Muted>}
      {!isError && !tasks && <Muted aria-busy="true">Loading...</Muted>}
      {tasks && tasks.items.length === 0 && <Muted>{empty}</Muted>}
      {tasks && tasks.items.length > 0 && (
        <TaskRows>
          {tasks.items.map((task) => (
            <TaskRow key={task.id} task={task} today={tasks.today} showAssignee={false} canDelete={false} />
          ))}
        </TaskRows>
      )}
    </section>
  );
}

/** The dashboard's 'My Tasks' (decision 0135): the signed-in member's tasks, overdue, today and upcoming; 'Done' on each. */
export function MyTasksPanel() {
  return (
    <Card as="section" aria-labelledby="my-tasks">
      <Heading as="h2" $size="lg" id="my-tasks">
        My Tasks
      </Heading>
      <Groups>
        {GROUPS.map((group) => (
          <TaskGroup key={group.when} {...group} />
        ))}
      </Groups>
    </Card>
  );
}
