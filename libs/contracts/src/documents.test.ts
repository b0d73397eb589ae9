import { describe, expect, it } from 'vitest';
import { DocumentUploadQuery } from './documents';

describe('an upload’s file name', () => {
  it('keeps ordinary names, unicode and spaces included, trimmed', () => {
    expect(DocumentUploadQuery.parse({ fileName: '  Zoë Müller – CV (2026).pdf ' })).toEqual({ fileName: 'Zoë Müller – CV (2026).pdf' });
  });

  it.each([
    ['', 'Give the file a name (fileName)'],
    ['x'.repeat(256), 'The file name must be at most 255 characters'],
    ['../../etc/passwd', 'The file name cannot hold slashes, control characters or text-direction overrides'],
    ['a\\b.pdf', 'The file name cannot hold slashes, control characters or text-direction overrides'],
    ['cv\u0000.pdf', 'The file name cannot hold slashes, control characters or text-direction overrides'],
    ['cv\u202Efdp.exe', 'The file name cannot hold slashes, control characters or text-direction overrides'],
  ])('refuses %j with a reason', (fileName, message) => {
    const result = DocumentUploadQuery.safeParse({ fileName });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
