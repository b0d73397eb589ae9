import { useState } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import type { WebhookEndpoint } from '@agency/contracts';
import { Alert, Badge, Button, Card, ConfirmDeleteDialog, Heading, Muted, Skeleton, Table, TableScroll, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useDeleteWebhookMutation, useGetWebhooksQuery, useSendWebhookTestMutation, useUpdateWebhookMutation } from '../../shared/api/webhooksApi';
import { useReportResult } from '../../shared/forms/useReportResult';
import { AddWebhookDialog } from './AddWebhookDialog';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';
import { eventLabel } from './webhookEvents';

const Panel = styled(Card)`
  padding: 0;
`;

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
`;

const Notice = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const LongText = styled.td`
  min-width: 12rem;
  overflow-wrap: anywhere;
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A date and time as people read it, e.g. 'Mar 4, 2026, 2:05 PM'. */
const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');

/**
 * The webhooks (decision 0110): the addresses the platform POSTs chosen events to, signed. Each with its events and
 * whether it is on; one disabled after failing deliveries gets a notice saying why, with 'Re-enable'. Its log of
 * attempts, a test event and deleting it are a button away.
 */
export function WebhooksCard() {
  const { data: endpoints, isLoading, error } = useGetWebhooksQuery();
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

  const disabled = endpoints?.filter((endpoint) => !endpoint.enabled) ?? [];

  return (
    <Panel>
      <PanelHeader>
        <div>
          <Heading as="h2" $size="lg">
            Webhooks
          </Heading>
          <Muted>The platform sends the events you choose to your systems as they happen, signed with each webhook's secret.</Muted>
        </div>
        <Button onClick={() => setAdding(true)}>Add webhook</Button>
      </PanelHeader>
      {isLoading ? (
        <PanelBody aria-busy="true" aria-label="Loading webhooks">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" />
          ))}
        </PanelBody>
      ) : error ? (
        <PanelBody>
          <Alert>{describeError(error)}</Alert>
        </PanelBody>
      ) : !endpoints || endpoints.length === 0 ? (
        <PanelBody>
          <Muted>No webhooks yet. Add one to send events such as new candidates or applications to another system.</Muted>
        </PanelBody>
      ) : (
        <>
          {disabled.length > 0 && (
            <PanelBody>
              {disabled.map((endpoint) => (
                <Notice key={endpoint.id}>
                  <span>
                    <strong>No events go to {endpoint.url}.</strong> {endpoint.disabledReason}
                  </span>
                  <Button $size="sm" disabled={busy === endpoint.id} onClick={() => reEnable(endpoint)} aria-label={`Re-enable ${endpoint.url}`}>
                    Re-enable
                  </Button>
                </Notice>
              ))}
            </PanelBody>
          )}
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">URL</th>
                  <th scope="col">Events</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last delivery</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {endpoints.map((endpoint) => (
                  <tr key={endpoint.id}>
                    <LongText>
                      <code>{endpoint.url}</code>
                      {endpoint.description && (
                        <Muted>
                          <UserText>{endpoint.description}</UserText>
                        </Muted>
                      )}
                    </LongText>
                    <LongText>{endpoint.events.map(eventLabel).join(', ')}</LongText>
                    <NoWrap>
                      <Badge $variant={endpoint.enabled ? 'default' : 'secondary'}>{endpoint.enabled ? 'active' : 'disabled'}</Badge>
                      {endpoint.consecutiveFailures > 0 && (
                        <Muted>
                          {endpoint.consecutiveFailures} failed {endpoint.consecutiveFailures === 1 ? 'delivery' : 'deliveries'} in a row
                        </Muted>
                      )}
                    </NoWrap>
                    <NoWrap>{endpoint.lastDeliveryAt ? <time dateTime={endpoint.lastDeliveryAt}>{when(endpoint.lastDeliveryAt)}</time> : 'Never'}</NoWrap>
                    <td>
                      <Actions>
                        <Button $variant="outline" $size="sm" aria-label={`Deliveries of ${endpoint.url}`} onClick={() => setViewing(endpoint)}>
                          Deliveries
                        </Button>
                        <Button $variant="ghost" $size="sm" aria-label={`Send a test event to ${endpoint.url}`} disabled={busy === endpoint.id} onClick={() => test(endpoint)}>
                          Send test
                        </Button>
                        <Button $variant="destructive" $size="sm" aria-label={`Delete ${endpoint.url}`} onClick={() => setRemoving(endpoint)}>
                          Delete
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      <WebhookDeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog title="Delete webhook" name={removing?.url ?? null} deleting={deleting} onConfirm={remove} onClose={() => setRemoving(null)} />
    </Panel>
  );
}
