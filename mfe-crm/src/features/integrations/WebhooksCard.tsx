import { useState } from 'react';
import styled from 'styled-components';
import type { WebhookEndpoint } from '@agency/contracts';
import { Alert, Badge, Button, ConfirmDeleteDialog, Muted, UserText } from '@agency/ui';
import {
  useDeleteWebhookMutation,
  useGetWebhooksQuery,
  useSendWebhookTestMutation,
  useUpdateWebhookMutation,
} from '../../shared/api/webhooksApi';
import { formatTimestamp } from '../../shared/dates';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates, PanelBody } from '../../shared/panels/ListPanel';
import { ListTable, LongText, NoWrap } from '../../shared/panels/ListTable';
import { AddWebhookDialog } from './AddWebhookDialog';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';
import { eventLabel } from './webhookEvents';

/** The notices of disabled webhooks, one under the other, above the table. */
const Notices = styled(PanelBody)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Notice = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The webhooks (decision 0110): the addresses the platform POSTs chosen events to, signed. Each with its events and
 * whether it is on; one disabled after failing deliveries gets a notice saying why, with 'Re-enable'. Its log of
 * attempts, a test event and deleting it are a button away.
 */
export function WebhooksCard() {
  const webhooks = useGetWebhooksQuery();
  const [updateWebhook] = useUpdateWebhookMutation();
  const [deleteWebhook, { isLoading: deleting }] = useDeleteWebhookMutation();
  const [sendTest] = useSendWebhookTestMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function reEnable(endpoint: WebhookEndpoint) {
    setBusy(endpoint.id);
    report(await updateWebhook({ id: endpoint.id, changes: { enabled: true } }), {
      success: { title: 'Webhook re-enabled', description: `Events go to ${endpoint.url} again` },
      failure: 'Error re-enabling webhook',
    });
    setBusy(null);
  }

  async function test(endpoint: WebhookEndpoint) {
    setBusy(endpoint.id);
    report(await sendTest(endpoint.id), {
      success: { title: 'Test event sent', description: 'Open Deliveries to see how the receiver answered' },
      failure: 'Error sending test event',
    });
    setBusy(null);
  }

  async function remove() {
    if (!removing) return;
    const removed = report(await deleteWebhook(removing.id), {
      success: { title: 'Webhook deleted', description: `No more events go to ${removing.url}` },
      failure: 'Error deleting webhook',
    });
    if (removed) setRemoving(null);
  }

  const disabled = webhooks.data?.filter((endpoint) => !endpoint.enabled) ?? [];

  return (
    <ListPanel
      title="Webhooks"
      description="The platform sends the events you choose to your systems as they happen, signed with each webhook's secret."
      action={<Button onClick={() => setAdding(true)}>Add webhook</Button>}
    >
      <ListStates
        query={webhooks}
        loadingLabel="Loading webhooks"
        placeholders={2}
        empty="No webhooks yet. Add one to send events such as new candidates or applications to another system."
      >
        {(endpoints) => (
          <>
            {disabled.length > 0 && (
              <Notices>
                {disabled.map((endpoint) => (
                  <Notice key={endpoint.id}>
                    <span>
                      <strong>No events go to {endpoint.url}.</strong> {endpoint.disabledReason}
                    </span>
                    <Button
                      $size="sm"
                      disabled={busy === endpoint.id}
                      onClick={() => reEnable(endpoint)}
                      aria-label={`Re-enable ${endpoint.url}`}
                    >
                      Re-enable
                    </Button>
                  </Notice>
                ))}
              </Notices>
            )}
            <ListTable columns={['URL', 'Events', 'Status', 'Last delivery', 'Actions']}>
              {endpoints.map((endpoint) => (
                <tr key={endpoint.id}>
                  <LongText $minWidth="12rem">
                    <code>{endpoint.url}</code>
                    {endpoint.description && (
                      <Muted>
                        <UserText>{endpoint.description}</UserText>
                      </Muted>
                    )}
                  </LongText>
                  <LongText $minWidth="12rem">{endpoint.events.map(eventLabel).join(', ')}</LongText>
                  <NoWrap>
                    <Badge $variant={endpoint.enabled ? 'default' : 'secondary'}>
                      {endpoint.enabled ? 'active' : 'disabled'}
                    </Badge>
                    {endpoint.consecutiveFailures > 0 && (
                      <Muted>
                        {endpoint.consecutiveFailures} failed{' '}
                        {endpoint.consecutiveFailures === 1 ? 'delivery' : 'deliveries'} in a row
                      </Muted>
                    )}
                  </NoWrap>
                  <NoWrap>
                    {endpoint.lastDeliveryAt ? (
                      <time dateTime={endpoint.lastDeliveryAt}>
                        {formatTimestamp(endpoint.lastDeliveryAt)}
                      </time>
                    ) : (
                      'Never'
                    )}
                  </NoWrap>
                  <td>
                    <Actions>
                      <Button
                        $variant="outline"
                        $size="sm"
                        aria-label={`Deliveries of ${endpoint.url}`}
                        onClick={() => setViewing(endpoint)}
                      >
                        Deliveries
                      </Button>
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-label={`Send a test event to ${endpoint.url}`}
                        disabled={busy === endpoint.id}
                        onClick={() => test(endpoint)}
                      >
                        Send test
                      </Button>
                      <Button
                        $variant="destructive"
                        $size="sm"
                        aria-label={`Delete ${endpoint.url}`}
                        onClick={() => setRemoving(endpoint)}
                      >
                        Delete
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </ListTable>
          </>
        )}
      </ListStates>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      <WebhookDeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog
        title="Delete webhook"
        name={removing?.url ?? null}
        deleting={deleting}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </ListPanel>
  );
}
