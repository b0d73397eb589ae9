import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import { BulkMessages, type BulkAction, type BulkCounts, type BulkJob } from '@agency/contracts';
import { applyToBatch, type ActionContext, type CandidateOutcome } from './actions';
import type { BulkJobStore } from './jobs';

export interface RunnerSettings {
  /** Candidates per batch: the job's progress (and a cancel) is looked at between batches. */
  batchSize: number;
  /** How long a batch's request to engagement or notifications may take. */
  requestTimeoutMs: number;
}

/** Adds a batch's outcomes to the counts, the reasons grouped with how many each. */
function counted(counts: BulkCounts, outcomes: CandidateOutcome[]): BulkCounts {
  const next = { ...counts, skippedReasons: counts.skippedReasons.map((entry) => ({ ...entry })), failures: counts.failures.map((entry) => ({ ...entry })) };
  const add = (list: { reason: string; count: number }[], reason: string) => {
    const entry = list.find((known) => known.reason === reason);
    if (entry) entry.count++;
    else list.push({ reason, count: 1 });
  };
  for (const outcome of outcomes) {
    if (outcome.outcome === 'done') next.done++;
    else if (outcome.outcome === 'skipped') {
      next.skipped++;
      add(next.skippedReasons, outcome.reason ?? 'Skipped');
    } else {
      next.failed++;
      add(next.failures, outcome.reason ?? 'Failed');
    }
  }
  return next;
}

/**
 * Runs a bulk job in this process (decision 0137): batch after batch, its counts written after each, a cancel
 * looked at before each, and a turn of the event loop between them, so the staff's reads are answered while it runs.
 */
export function bulkRunner(jobs: BulkJobStore, context: Omit<ActionContext, 'jobId' | 'by' | 'timeoutMs'>, settings: RunnerSettings, log: Logger) {
  const running = new Set<Promise<unknown>>();
  let stopping = false;

  async function run(job: BulkJob, action: BulkAction, ids: string[]): Promise<BulkJob> {
    let counts = job.counts;
    let current: BulkJob | null = await jobs.progress(job.id, 'running', counts);
    const actionContext: ActionContext = { ...context, jobId: job.id, by: job.startedBy, timeoutMs: settings.requestTimeoutMs };
    try {
      for (let start = 0; start < ids.length && current; start += settings.batchSize) {
        if (start > 0) {
          await nextTurn();
          if (stopping) return (await jobs.progress(job.id, 'failed', counts, BulkMessages.interruptedByRestart)) ?? job;
          if ((await jobs.get(job.id))?.cancelRequested) return (await jobs.progress(job.id, 'cancelled', counts)) ?? job;
        }
        counts = counted(counts, await applyToBatch(action, ids.slice(start, start + settings.batchSize), actionContext));
        current = await jobs.progress(job.id, 'running', counts);
      }
      // Null: failed meanwhile as stale (this process was too slow to write its progress); left as it is.
      return current ? ((await jobs.progress(job.id, 'done', counts)) ?? current) : ((await jobs.get(job.id)) ?? job);
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'bulk job failed');
      return (await jobs.progress(job.id, 'failed', counts, 'The job stopped on an error. The candidates counted as done were changed.')) ?? job;
    }
  }

  return {
    /** Runs the job while the caller waits (a small selection). */
    runNow: run,
    /** Runs the job in the background; its progress is read from the job. */
    start(job: BulkJob, action: BulkAction, ids: string[]): void {
      const work = run(job, action, ids).finally(() => running.delete(work));
      running.add(work);
    },
    /** The service is stopping: each job of this process ends after its current batch, marked failed with what it did. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running]);
    },
  };
}
export type BulkRunner = ReturnType<typeof bulkRunner>;
