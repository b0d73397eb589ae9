import { describe, expect, it } from 'vitest';
import { JobRoleInput, JobRoleListQuery } from './catalog';

describe('JobRoleInput', () => {
  it('applies the spec defaults: status open, priority medium', () => {
    const parsed = JobRoleInput.parse({ employerId: 'a'.repeat(24), title: 'Chef' });
    expect(parsed.status).toBe('open');
    expect(parsed.priority).toBe('medium');
  });

  it('names the failing field and why', () => {
    const result = JobRoleInput.safeParse({ employerId: 'nope', title: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('title: Job Title is required');
    expect(messages).toContain('employerId: must be a 24-character hexadecimal id');
  });

  it('coerces and bounds paging parameters', () => {
    expect(JobRoleListQuery.parse({ limit: '10', offset: '20' })).toMatchObject({ limit: 10, offset: 20 });
    expect(JobRoleListQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });

  it("reads the jobs board's filters: a trimmed location and a known employment type (decision 0117)", () => {
    expect(JobRoleListQuery.parse({ location: ' London ', type: 'full-time' })).toMatchObject({ location: 'London', type: 'full-time' });
    expect(JobRoleListQuery.safeParse({ type: 'freelance' }).success).toBe(false);
    expect(JobRoleListQuery.safeParse({ location: 'x'.repeat(201) }).success).toBe(false);
  });
});
