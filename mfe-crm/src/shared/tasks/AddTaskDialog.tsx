import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TaskInput } from '@agency/contracts';
import { FieldRow, FormDialog, FormDialogFooter, FormField, FormStack, Input } from '@agency/ui';
import { useReportResult } from '../forms/useReportResult';
import { AssigneeSelect } from './AssigneeSelect';
import { useAddTaskMutation } from './tasksApi';

/** The record a task is added on. */
export type TaskRecord = { candidateId: string } | { employerId: string } | { jobRoleId: string };

const todayHere = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** 'Add Task' on a record's page: a title, the day it is due (today unless changed) and who does it (the adder unless chosen). */
export function AddTaskDialog({ record, open, onClose }: { record: TaskRecord; open: boolean; onClose: () => void }) {
  const [addTask] = useAddTaskMutation();
  const report = useReportResult();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(TaskInput), defaultValues: { title: '', dueDate: todayHere(), assigneeId: '' } });
  const onSubmit = handleSubmit(async (task) => {
    const added = report(await addTask({ ...task, ...record }), {
      success: { title: 'Task added' },
      failure: 'Error adding task',
    });
    if (added) onClose();
  });
  return (
    <FormDialog open={open} onClose={onClose} title="Add Task">
      <form onSubmit={onSubmit} noValidate aria-label="Add Task">
        <FormStack>
          <FormField label="Title *" error={errors.title}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('title')} />}
          </FormField>
          <FieldRow>
            <FormField label="Due *" error={errors.dueDate}>
              {(controlProps) => <Input {...controlProps} type="date" {...register('dueDate')} />}
            </FormField>
            <FormField label="Assign to" error={errors.assigneeId}>
              {(controlProps) => <AssigneeSelect {...controlProps} emptyLabel="Me" {...register('assigneeId')} />}
            </FormField>
          </FieldRow>
        </FormStack>
        <FormDialogFooter submitting={isSubmitting} label="Add Task" busyLabel="Adding..." />
      </form>
    </FormDialog>
  );
}
