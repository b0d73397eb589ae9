import { describe, expect, it } from 'vitest';
import { JOB_PIPELINE_FIXED_STAGES, JobPipelineAddInput, JobPipelineMoveInput, JobPipelineStagesInput } from './job-pipeline';
import { matchApiRoute, prefixesOf } from './routes';
import { WebhookEventType } from './webhooks';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('the job pipeline contracts', () => {
  it('add: one to a hundred candidate ids, repeats dropped, sourced by default', () => {
    expect(JobPipelineAddInput.parse({ candidateIds: [id(1), id(1), id(2)] })).toEqual({ candidateIds: [id(1), id(2)], stage: 'sourced' });
    expect(JobPipelineAddInput.safeParse({ candidateIds: [] }).error?.issues[0]?.message).toBe('Choose at least one candidate.');
    expect(JobPipelineAddInput.safeParse({ candidateIds: Array.from({ length: 101 }, (_, n) => id(n)) }).success).toBe(false);
    expect(JobPipelineAddInput.safeParse({ candidateIds: ['nope'] }).success).toBe(false);
  });

  it('move: a stage key, an optional one-line reason and a whole number of cents', () => {
    expect(JobPipelineMoveInput.parse({ stage: 'rejected', reason: '  Too junior  ' })).toEqual({ stage: 'rejected', reason: 'Too junior' });
    expect(JobPipelineMoveInput.safeParse({ stage: 'Placed!' }).success).toBe(false);
    expect(JobPipelineMoveInput.safeParse({ stage: 'placed', placementValue: 10.5 }).success).toBe(false);
    expect(JobPipelineMoveInput.safeParse({ stage: 'placed', placementValue: -1 }).success).toBe(false);
  });

  it('stages: every fixed stage at least, each with a name', () => {
    const fixed = JOB_PIPELINE_FIXED_STAGES.map((key) => ({ key, label: key }));
    expect(JobPipelineStagesInput.safeParse({ stages: fixed }).success).toBe(true);
    expect(JobPipelineStagesInput.safeParse({ stages: fixed.slice(1) }).success).toBe(false);
    expect(JobPipelineStagesInput.safeParse({ stages: [...fixed, { label: '  ' }] }).error?.issues[0]?.message).toBe('Give the stage a name.');
  });

  it('routes: under /api/job-pipeline, owned by engagement; the webhook event is subscribable', () => {
    expect(matchApiRoute('PATCH', `/api/job-pipeline/entries/${id(3)}`)).toMatchObject({ access: 'staff', service: 'engagement' });
    expect(matchApiRoute('PUT', '/api/job-pipeline/stages')).toMatchObject({ access: 'administrator' });
    expect(prefixesOf('engagement')).toContain('/api/job-pipeline');
    expect(WebhookEventType.options).toContain('pipeline.stage-changed');
  });
});
