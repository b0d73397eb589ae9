import type { WebhookAttempt, WebhookEndpoint } from '@agency/contracts';
import { Alert, Badge, Button, DialogClose, DialogFooter, FormDialog, Muted, Skeleton } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetWebhookDeliveriesQuery } from '../../shared/api/webhooksApi';
import { formatTimestampToSecond } from '../../shared/dates';
import { ListTable, LongText, NoWrap } from '../../shared/panels/ListTable';
import { eventLabel } from './webhookEvents';

const OUTCOME: Record<
  WebhookAttempt['outcome'],
  { label: string; variant: 'default' | 'secondary' | 'destructive' }
> = {
  delivered: { label: 'delivered', variant: 'default' },
  retrying: { label: 'will retry', variant: 'secondary' },
  failed: { label: 'failed', variant: 'destructive' },
};

/** One webhook's attempts, newest first (the latest 100): when, which event, which attempt, and what came back. */
export function WebhookDeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={endpoint !== null}
      onClose={onClose}
      title="Deliveries"
      description={endpoint ? `To ${endpoint.url}, newest first.` : undefined}
    >
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
        <Muted>
          Nothing sent yet. Events you chose show here as they are sent; 'Send test' sends one now.
        </Muted>
      ) : (
        <ListTable columns={['When', 'Event', 'Attempt', 'Status', 'Result']}>
          {attempts.map((attempt) => (
            <tr key={attempt.id}>
              <NoWrap>
                <time dateTime={attempt.at}>{formatTimestampToSecond(attempt.at)}</time>
              </NoWrap>
              <NoWrap>{eventLabel(attempt.event)}</NoWrap>
              <NoWrap>{attempt.attempt}</NoWrap>
              <NoWrap>
                {attempt.statusCode ?? 'No answer'}
                <Muted>{attempt.durationMs} ms</Muted>
              </NoWrap>
              <LongText $minWidth="14rem">
                <Badge $variant={OUTCOME[attempt.outcome].variant}>{OUTCOME[attempt.outcome].label}</Badge>
                {attempt.error && <Muted>{attempt.error}</Muted>}
                {attempt.nextAttemptAt && (
                  <Muted>Next attempt {formatTimestampToSecond(attempt.nextAttemptAt)}</Muted>
                )}
              </LongText>
            </tr>
          ))}
        </ListTable>
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
