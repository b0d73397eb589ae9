import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import {
  JOB_PIPELINE_DEFAULT_LABELS,
  JOB_PIPELINE_FIXED_STAGES,
  JobPipelineEvents,
  type JobPipelineStage,
  type JobPipelineStagesInput,
} from '@agency/contracts';
import { badRequest, eventfulWrites, type OutboxRelay } from '@agency/service-kit';
import { settingsModel, type SettingsDoc } from './model';

/** The one settings document's id: fixed, so every instance reads and writes the same one. */
const SETTINGS_ID = '6a0b5e77100000000000a128';
const fixed = new Set<string>(JOB_PIPELINE_FIXED_STAGES);
const defaults = JOB_PIPELINE_FIXED_STAGES.map((key) => ({ key, label: JOB_PIPELINE_DEFAULT_LABELS[key] }));

export const STAGE_RULE =
  'Keep every fixed stage in its order (Sourced, Shortlisted, Submitted to client, Client interview, Offer, Placed, Rejected, Withdrawn); custom stages go between Sourced and Placed.';

/**
 * The rule (decision 0128): the whole ordered list is sent; the fixed keys all present in their fixed order;
 * custom stages (a new one without a key) only between 'sourced' and 'placed'. Returns the stages to store.
 */
export function checkStages(input: JobPipelineStagesInput, current: { key: string }[]): { key: string; label: string }[] {
  const known = new Set(current.map((stage) => stage.key));
  const stages = input.stages.map((stage) => ({ key: stage.key ?? `custom_${randomBytes(4).toString('hex')}`, label: stage.label }));
  const keys = stages.map((stage) => stage.key);
  for (const stage of input.stages) {
    if (stage.key && !known.has(stage.key)) throw badRequest(`There is no stage '${stage.key}'. Leave the key out to add a new stage.`);
  }
  if (new Set(keys).size !== keys.length) throw badRequest('A stage is listed twice. List each stage once.');
  const fixedOrder = keys.filter((key) => fixed.has(key));
  if (fixedOrder.join() !== JOB_PIPELINE_FIXED_STAGES.join()) throw badRequest(STAGE_RULE);
  const placed = keys.indexOf('placed');
  if (keys.some((key, index) => !fixed.has(key) && (index < 1 || index > placed))) throw badRequest(STAGE_RULE);
  return stages;
}

/** The stage settings, read from the database each time (one small document; every instance sees an administrator's change at once). */
export function stageSettings(db: Connection, relay?: OutboxRelay) {
  const model = settingsModel(db);
  const writes = eventfulWrites<SettingsDoc>(model, relay);
  const answer = (stages: { key?: string | null; label?: string | null }[]): JobPipelineStage[] =>
    stages.map((stage) => ({ key: String(stage.key), label: String(stage.label), fixed: fixed.has(String(stage.key)) }));

  async function stored(): Promise<{ key: string; label: string }[] | null> {
    const doc = (await model.findOne({ _id: SETTINGS_ID }).lean()) as SettingsDoc | null;
    return doc ? doc.stages.map((stage) => ({ key: String(stage.key), label: String(stage.label) })) : null;
  }

  return {
    model,
    async list(): Promise<JobPipelineStage[]> {
      return answer((await stored()) ?? defaults);
    },

    async replace(input: JobPipelineStagesInput, inUse: (key: string) => Promise<number>): Promise<JobPipelineStage[]> {
      const current = (await stored()) ?? defaults;
      const stages = checkStages(input, current);
      const kept = new Set(stages.map((stage) => stage.key));
      for (const gone of current.filter((stage) => !kept.has(stage.key))) {
        const count = await inUse(gone.key);
        if (count > 0) throw badRequest(`${count} candidate(s) are on '${gone.label}'. Move them to another stage before removing it.`);
      }
      const snapshot = (doc: { stages: unknown }) => ({ stages: doc.stages });
      if (!(await stored())) {
        try {
          await writes.create({ stages } as Partial<SettingsDoc>, JobPipelineEvents.stagesChanged, snapshot, SETTINGS_ID);
          return answer(stages);
        } catch (error) {
          // Another instance stored the first settings meanwhile: change those.
          if ((error as { code?: number }).code !== 11000) throw error;
        }
      }
      await writes.update(SETTINGS_ID, () => ({ stages }) as Partial<SettingsDoc>, JobPipelineEvents.stagesChanged, snapshot);
      return answer(stages);
    },
  };
}

export type StageSettings = ReturnType<typeof stageSettings>;
