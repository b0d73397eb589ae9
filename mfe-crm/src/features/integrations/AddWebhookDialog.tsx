import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TextLimit,
  WebhookEndpointInput,
  WebhookEventType,
  type WebhookEndpointCreated,
} from '@agency/contracts';
import { CountedTextArea, FieldError, FormDialogFooter, FormField, Input } from '@agency/ui';
import { useAddWebhookMutation } from '../../shared/api/webhooksApi';
import { useReportResult } from '../../shared/forms/useReportResult';
import { SecretShownOnceDialog } from './SecretShownOnce';
import { EVENT_LABELS } from './webhookEvents';

const Events = styled.fieldset`
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
`;

const EventChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  code {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * 'Add webhook': the receiver's https address, the events it gets and a note; then, once, the signing secret the
 * receiver checks each delivery with (decision 0110). Closing the dialog is the last chance to copy it.
 */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SecretShownOnceDialog<WebhookEndpointCreated>
      open={open}
      onClose={onClose}
      title="Add webhook"
      description="The platform POSTs each chosen event to this address as JSON, signed with a secret shown next."
      shownTitle="Copy your signing secret"
      what="secret"
      form={(onCreated) => <AddWebhookForm onCreated={onCreated} />}
      secretOf={(created) => ({ secret: created.secret, label: `Signing secret for ${created.url}` })}
    >
      Give it to the receiving system: it checks the TalentBridge-Signature header of each delivery with it.
      If it is lost, delete the webhook and add it again.
    </SecretShownOnceDialog>
  );
}

type Values = { url: string; events: WebhookEventType[]; description?: string | null };

function AddWebhookForm({ onCreated }: { onCreated: (created: WebhookEndpointCreated) => void }) {
  const [addWebhook] = useAddWebhookMutation();
  const report = useReportResult();
  const eventsError = `${useId()}-events-error`;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, WebhookEndpointInput>({
    resolver: zodResolver(WebhookEndpointInput),
    defaultValues: { url: '', events: [], description: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    const result = await addWebhook(input);
    if (
      report(result, {
        success: { title: 'Webhook added', description: `Events go to ${input.url} from now on` },
        failure: 'Error adding webhook',
      }) &&
      result.data
    ) {
      onCreated(result.data);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add webhook">
      <FormField label="URL" error={errors.url}>
        {(control) => (
          <Input
            {...control}
            type="url"
            autoComplete="off"
            placeholder="https://hooks.example.com/talentbridge"
            {...register('url')}
          />
        )}
      </FormField>
      <Events aria-describedby={errors.events ? eventsError : undefined}>
        <legend>Events</legend>
        {WebhookEventType.options.map((event) => (
          <EventChoice key={event}>
            <input type="checkbox" value={event} {...register('events')} />
            {EVENT_LABELS[event]} <code>{event}</code>
          </EventChoice>
        ))}
        {errors.events && <FieldError id={eventsError}>{errors.events.message}</FieldError>}
      </Events>
      <FormField label="Description" error={errors.description}>
        {(control) => (
          <CountedTextArea
            {...control}
            limit={TextLimit.line}
            rows={2}
            placeholder="e.g. Payroll sync"
            {...register('description')}
          />
        )}
      </FormField>
      <FormDialogFooter submitting={isSubmitting} label="Add webhook" busyLabel="Adding..." />
    </form>
  );
}
