import type { Logger } from 'pino';
import { readSavedQuery, type SearchDependencies } from './evaluate';
import type { SavedSearchStore } from './store';

export interface AlertOptions {
  /** From this hour (UTC) on, the day's one look of each daily alert. */
  dailyHour: number;
  /** How often every instance looks: an instant alert's e-mail comes within this of the candidates' arrival. */
  everyMs: number;
  /**
   * Candidates added in the last moment are left to the next look: another instance's candidate reaches this
   * instance's directory a moment after its `createdAt`, and would otherwise fall behind the watermark.
   */
  settleMs: number;
}

/**
 * The saved searches' alerts (decision 0136). Every instance looks every `everyMs`: each 'instant' search, and from
 * `dailyHour` each 'daily' one not yet looked at today, gets the candidates added since its watermark that match it,
 * in one `saved-search.matched` event (the notifications service e-mails the owner). A look batches whatever came
 * since the last one: a 1,000-row import is one e-mail per search. The conditional write in `recordMatches` makes one
 * instance's look the only one, as the submission reminders do (decision 0132).
 */
export function savedSearchAlerts({ searches, log, ...dependencies }: SearchDependencies & { searches: SavedSearchStore; log: Logger }, options: AlertOptions) {
  async function look(now = new Date()): Promise<number> {
    const until = new Date(now.getTime() - options.settleMs);
    const day = now.toISOString().slice(0, 10);
    const dailyDue = now.getUTCHours() >= options.dailyHour;
    // The directory is newest first: nobody added since an instant search's watermark, nothing to evaluate.
    const newest = dependencies.directory.list({ limit: 1, offset: 0 }).items[0]?.createdAt ?? '';
    let events = 0;
    for (const search of await searches.withAlerts()) {
      if (search.alert === 'daily' && (!dailyDue || search.dailyOn === day)) continue;
      if (search.alert === 'instant' && newest <= search.matchedUpTo.toISOString()) continue;
      try {
        const newMatches = await readSavedQuery(search.query, search.ownerId, dependencies);
        if ((await searches.recordMatches(search.id, newMatches, until, day)) > 0) events++;
      } catch (error) {
        // A query the list no longer accepts (a custom field removed since): this search is skipped, not the others.
        log.warn({ err: error, searchId: search.id }, 'a saved search alert could not be evaluated');
      }
    }
    return events;
  }

  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow look is not overtaken by the next
    running = look()
      .then((events) => events > 0 && log.info({ events }, 'saved search alerts recorded'))
      .catch((error: unknown) => log.error({ err: error }, 'saved search alert look failed'))
      .finally(() => (running = null));
  }, options.everyMs);
  timer.unref();

  return {
    look,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
