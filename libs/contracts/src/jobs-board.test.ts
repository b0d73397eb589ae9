import { describe, expect, it } from 'vitest';
import { jobsBoardApiPath, jobsBoardMeta, JobsBoardQuery, jobsBoardSearch } from './jobs-board';

describe('the jobs board address (decision 0117)', () => {
  it('reads filters and page, empty fields as none, and writes them back in one order', () => {
    const query = JobsBoardQuery.parse({ page: '2', type: 'full-time', location: ' London ', q: 'react' });
    expect(query).toEqual({ q: 'react', location: 'London', type: 'full-time', page: 2 });
    expect(jobsBoardSearch(query)).toBe('?q=react&location=London&type=full-time&page=2');
    expect(JobsBoardQuery.parse({ q: '', location: ' ', type: '', page: '' })).toEqual({ page: 1 });
    expect(jobsBoardSearch({ page: 1 })).toBe('');
  });

  it('refuses an unknown type or a page that is not a whole number from 1, naming the field', () => {
    for (const [field, value] of [['type', 'freelance'], ['page', '0'], ['page', 'two'], ['page', '1.5']] as const) {
      const result = JobsBoardQuery.safeParse({ [field]: value });
      expect(result.success, `${field}=${value}`).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual([field]);
    }
  });

  it("asks the catalog for the page's open roles", () => {
    expect(jobsBoardApiPath(JobsBoardQuery.parse({ q: 'c++ dev', page: '3' }))).toBe('/api/job-roles?status=open&q=c%2B%2B+dev&limit=10&offset=20');
  });

  it('titles and describes the board with its filters and page', () => {
    expect(jobsBoardMeta(JobsBoardQuery.parse({}))).toEqual({
      title: 'Open Roles | TalentBridge',
      description: 'Every open role at TalentBridge, newest first. Search by keyword, location and employment type, and apply online.',
    });
    expect(jobsBoardMeta(JobsBoardQuery.parse({ q: 'react', location: 'London', type: 'contract', page: '2' })).title).toBe(
      'Open Roles: “react”, London, Contract (page 2) | TalentBridge',
    );
  });
});
