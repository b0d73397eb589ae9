import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageInput } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { useReportResult } from '../../../shared/forms/useReportResult';
import { JobRolePicker } from '../../../shared/pickers/JobRolePicker';
import { PickerField } from '../../../shared/pickers/PickerField';
import { keepOpenWhileListShown, type Picked } from '../../../shared/pickers/SearchPicker';
import { useSendMessageMutation } from '../../../shared/api/portalApi';

/**
 * 'Send Message': a message to a candidate (subject, message, and optionally the job role it is about),
 * shown in their portal under Messages. Open while `candidate` is set; on failure it stays open with what
 * was typed.
 */
export function SendMessageDialog({ candidate, onClose }: { candidate: Picked | null; onClose: () => void }) {
  return (
    <FormDialog
      open={candidate !== null}
      onClose={onClose}
      title="Send Message"
      description={candidate && `To ${candidate.name}. It appears in their portal under Messages.`}
      wide
      onEscapeKeyDown={keepOpenWhileListShown}
    >
      {candidate && <SendMessageForm candidateId={candidate.id} onDone={onClose} />}
    </FormDialog>
  );
}

function SendMessageForm({ candidateId, onDone }: { candidateId: string; onDone: () => void }) {
  const [sendMessage] = useSendMessageMutation();
  const report = useReportResult();
  // The contract's own messages ('Subject is required', 'Message is required'); an empty role is none.
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(MessageInput),
    defaultValues: { candidateId, subject: '', content: '', jobRoleId: '' },
  });

  const onSubmit = handleSubmit(async (message) => {
    const sent = report(await sendMessage(message), {
      success: { title: 'Success', description: 'Message sent successfully' },
      failure: { title: 'Error', description: 'Failed to send message' },
    });
    if (sent) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send Message">
      <FormStack>
        <FormField label="Subject *" error={errors.subject}>
          {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('subject')} />}
        </FormField>
        <FormField label="Message *" error={errors.content}>
          {(controlProps) => <TextArea rows={6} {...controlProps} {...register('content')} />}
        </FormField>
        <PickerField
          label="Job Role"
          error={errors.jobRoleId}
          control={control}
          name="jobRoleId"
          picker={JobRolePicker}
        />
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label="Send Message" busyLabel="Sending..." />
    </form>
  );
}
