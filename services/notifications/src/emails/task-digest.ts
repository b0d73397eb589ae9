import type { DueTask } from '../projections/tasks';
import { renderEmail, type EmailContent } from './layout';

const dayText = (day: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A staff member's morning digest of their open tasks due today or overdue (decision 0135). */
export function taskDigestEmail(name: string | null, tasks: DueTask[], today: string, publicUrl: string): EmailContent {
  const overdue = tasks.filter((task) => task.dueDate < today).length;
  const dueToday = tasks.length - overdue;
  const counts = [dueToday ? `${dueToday} due today` : null, overdue ? `${overdue} overdue` : null].filter(Boolean).join(' and ');
  return renderEmail({
    subject: `Your tasks: ${counts}`,
    heading: 'Your tasks for today',
    paragraphs: [`${name ? `Good morning ${name}. ` : ''}You have ${counts}. Oldest first:`],
    details: tasks.map((task) => [task.title, task.dueDate < today ? `overdue since ${dayText(task.dueDate)}` : 'due today']),
    action: { label: 'Open my tasks', url: `${publicUrl}/manage` },
    footer: 'You receive this e-mail on mornings when you have tasks due. Turn it off under E-mail settings in TalentBridge.',
  });
}
