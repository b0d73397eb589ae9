import { format } from 'date-fns';
import styled from 'styled-components';
import type { WebhookAttempt, WebhookEndpoint } from '@agency/contracts';
import { Alert, Badge, Button, DialogClose, DialogFooter, FormDialog, Muted, Skeleton, Table, TableScroll } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetWebhookDeliveriesQuery } from '../../shared/api/webhooksApi';
import { eventLabel } from './webhookEvents';

const Wide = styled.td`
  min-width: 14rem;
  overflow-wrap: anywhere;
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm:ss a');

const OUTCOME: Record<WebhookAttempt['outcome'], { label: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  delivered: { label: 'delivered', variant: 'default' },
  retrying: { label: 'will retry', variant: 'secondary' },
  failed: { label: 'failed', variant: 'destructive' },
};

/** One webhook's attempts, newest first (the latest 100): when, which event, which attempt, and what came back. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  return (
    <FormDialog open={endpoint !== null} onClose={onClose} title="Deliveries" description={endpoint ? `To ${endpoint.url}, newest first.` : undefined}>
      {endpoint && <Attempts endpointId={endpoint.id} />}
    </FormDialog>
  );
}

function Attempts({ endpointId }: { endpointId: string }) {
  const { data: attempts, isLoading, isFetching, error, refetch } = useGetWebhookDeliveriesQuery(endpointId);
  return (
    <div>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading deliveries">
          <Skeleton $height="1.25rem" />
        </div>
      ) : error ? (
        <Alert>{describeError(error)}</Alert>
      ) : !attempts || attempts.length === 0 ? (
        <Muted>Nothing sent yet. Events you chose show here as they are sent; 'Send test' sends one now.</Muted>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Status</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <NoWrap>
                    <time dateTime={attempt.at}>{when(attempt.at)}</time>
                  </NoWrap>
                  <NoWrap>{eventLabel(attempt.event)}</NoWrap>
                  <NoWrap>{attempt.attempt}</NoWrap>
                  <NoWrap>
                    {attempt.statusCode ?? 'No answer'}
                    <Muted>{attempt.durationMs} ms</Muted>
                  </NoWrap>
                  <Wide>
                    <Badge $variant={OUTCOME[attempt.outcome].variant}>{OUTCOME[attempt.outcome].label}</Badge>
                    {attempt.error && <Muted>{attempt.error}</Muted>}
                    {attempt.nextAttemptAt && <Muted>Next attempt {when(attempt.nextAttemptAt)}</Muted>}
                  </Wide>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <DialogFooter>
        <Button $variant="outline" disabled={isFetching} onClick={() => refetch()}>
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
