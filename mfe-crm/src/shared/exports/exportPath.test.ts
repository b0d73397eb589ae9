import { describe, expect, it } from 'vitest';
import { exportPath } from './ExportMenu';

describe('exportPath', () => {
  it("asks for the screen's search and filters, leaves out the empty ones, and names the format", () => {
    expect(exportPath('candidates', { q: 'leeds dev', 'cf.notice_period': '1 month', status: '', jobRoleId: undefined, from: null }, 'xlsx')).toBe(
      '/api/candidates/export?q=leeds+dev&cf.notice_period=1+month&format=xlsx',
    );
    expect(exportPath('leads', {}, 'csv')).toBe('/api/leads/export?format=csv');
  });
});
