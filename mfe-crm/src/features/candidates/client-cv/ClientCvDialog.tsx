import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { CLIENT_CV_NOTE_MAX, ClientCvRequest, clientCvFileName } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, FormStack, TextArea, useToast } from '@agency/ui';
import { downloadFile } from '@agency/web-kit/files';
import { failureReason } from '../../../shared/forms/errors';

const Anonymise = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 1rem;
    height: 1rem;
    margin: 0;
  }
`;

/**
 * 'Client CV': the branded PDF a client is sent (decision 0129), anonymised or not, with a note, downloaded with
 * the staff token. Open while `candidate` is set; on failure it stays open with what was typed.
 */
export function ClientCvDialog({ candidate, onClose }: { candidate: { id: string; name: string } | null; onClose: () => void }) {
  return (
    <FormDialog
      open={candidate !== null}
      onClose={onClose}
      title="Client CV"
      description={candidate && `A PDF of ${candidate.name}'s profile and CV with your contact, to send to a client.`}
    >
      {candidate && <ClientCvForm candidate={candidate} onDone={onClose} />}
    </FormDialog>
  );
}

function ClientCvForm({ candidate, onDone }: { candidate: { id: string; name: string }; onDone: () => void }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ClientCvRequest), defaultValues: { anonymised: false, note: '' } });

  const onSubmit = handleSubmit(async (request) => {
    const { error } = await downloadFile(`/api/candidates/${candidate.id}/client-cv`, clientCvFileName(candidate, request.anonymised), { body: request });
    if (!error) return onDone();
    const reason = failureReason(error);
    toast({ title: 'Error', description: reason ? `Failed to make the client CV. ${reason}` : 'Failed to make the client CV', variant: 'destructive' });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Client CV">
      <FormStack>
        <Anonymise>
          <input id="client-cv-anonymise" type="checkbox" {...register('anonymised')} />
          <label htmlFor="client-cv-anonymise">Anonymise: no name, e-mail, phone, address or links</label>
        </Anonymise>
        <FormField label="Note for the client" error={errors.note} hint={`Printed in a box on the CV; up to ${CLIENT_CV_NOTE_MAX.toLocaleString('en-GB')} characters.`}>
          {(controlProps) => <TextArea rows={6} {...controlProps} {...register('note')} />}
        </FormField>
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label="Download PDF" busyLabel="Preparing..." />
    </form>
  );
}
