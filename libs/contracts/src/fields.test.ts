import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CandidateProfileUpdate, EducationInput, EmploymentInput } from './candidate-profile';
import { ApplyInput, CandidateInput } from './candidates';
import { EmployerInput, EmployerListQuery, EmployerRegistrationInput, JobRoleInput } from './catalog';
import { InteractionInput, InteractionListQuery, LeadInput, PlacementInput } from './engagement';
import { CandidateListQuery } from './candidates';
import { TextLimit } from './fields';
import { JobMatchInput, MessageInput } from './portal';
import { EmploymentInput as Employment } from './candidate-profile';

const id = 'a'.repeat(24);
const links = { candidateId: id, employerId: id, jobRoleId: id };
const thisYear = new Date().getUTCFullYear();

/** The messages a parse fails with, as `field: message`; [] when it passes. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('dates (decision 0074)', () => {
  const interaction = (date: unknown) => ({ type: 'call', subject: 'Call', date });

  it.each(['2025-02-30', '2026-02-29T10:00:00Z', '2026-04-31', '2026-13-01', '2026-11-24T24:00:00Z', '2026-11-24T10:60:00Z', '0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2101-01-01', '+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z', '20266-11-24T10:00', '02026-11-24T10:00:00Z'])(
    'refuses %s, which is not a real date between 1900 and 2100',
    (date) => {
      expect(problems(InteractionInput, interaction(date))).toEqual(['date: Date must be a real date between 1900 and 2100']);
    },
  );

  it.each(['next tuesday', '2026-1-5', '24/11/2026', '2026-11-24T10:00:00 PST'])('refuses %s, which is not ISO 8601', (date) => {
    expect(problems(InteractionInput, interaction(date))).toEqual(['date: Date must be a date and time in ISO 8601, e.g. 2026-11-24T10:00:00Z']);
  });

  it('takes real dates with or without a time and zone, and answers them in UTC', () => {
    expect(InteractionInput.parse(interaction('2028-02-29')).date).toBe('2028-02-29T00:00:00.000Z');
    expect(InteractionInput.parse(interaction('2026-11-24T10:00:00+01:00')).date).toBe('2026-11-24T09:00:00.000Z');
    expect(InteractionInput.parse(interaction('1900-01-01T00:00:00.000Z')).date).toBe('1900-01-01T00:00:00.000Z');
    expect(InteractionInput.parse(interaction('2100-12-31T23:59:59Z')).date).toBe('2100-12-31T23:59:59.000Z');
  });

  it('names the field: a placement date, a list range, a missing date', () => {
    expect(problems(PlacementInput, { ...links, placementDate: '2025-02-30' })).toEqual(['placementDate: Placement date must be a real date between 1900 and 2100']);
    expect(problems(InteractionListQuery, { from: '2026-11-31T00:00:00Z' })).toEqual(['from: From must be a real date between 1900 and 2100']);
    expect(problems(InteractionInput, interaction(' '))).toEqual(['date: Date is required']);
  });

  it('keeps history years between 1900 and a year ahead (starts) or ten years ahead (ends)', () => {
    const degree = { institution: 'Leeds', qualification: 'BSc', startYear: 2012 };
    expect(problems(EducationInput, { ...degree, startYear: thisYear + 1, endYear: thisYear + 10 })).toEqual([]);
    expect(problems(EducationInput, { ...degree, startYear: thisYear + 2 })).toEqual([`startYear: Start year must be ${thisYear + 1} or earlier`]);
    expect(problems(EducationInput, { ...degree, endYear: thisYear + 11 })).toEqual([`endYear: End year must be ${thisYear + 10} or earlier`]);
    expect(problems(EducationInput, { ...degree, startYear: 0 })).toEqual(['startYear: Start year must be 1900 or later']);
    const job = { organization: 'Acme', role: 'Engineer', startYear: 2019, startMonth: 1 };
    expect(problems(EmploymentInput, { ...job, startYear: -5 })).toEqual(['startYear: Start year must be 1900 or later']);
    expect(problems(EmploymentInput, { ...job, startYear: Infinity })).toEqual(['startYear: Start year must be a year']);
    expect(problems(EmploymentInput, { ...job, endYear: 275760, endMonth: 1 })).toEqual([`endYear: End year must be ${thisYear + 10} or earlier`]);
  });
});

describe('numbers (decision 0074)', () => {
  it.each([
    [Infinity, 'value: Value must be a number of cents'],
    [Number.NaN, 'value: Value must be a number of cents'],
    [1_000_000_001, 'value: Value must be at most 1,000,000,000 cents ($10,000,000)'],
    [-1, 'value: Value cannot be negative'],
    [10.5, 'value: Value must be a whole number of cents'],
  ])('refuses a placement value of %s', (value, message) => {
    expect(problems(PlacementInput, { ...links, value })).toEqual([message]);
  });

  it('takes values from 0 to $10,000,000 in cents', () => {
    expect(PlacementInput.parse({ ...links, value: 1_000_000_000 }).value).toBe(1_000_000_000);
    expect(PlacementInput.parse({ ...links, value: 0 }).value).toBe(0);
  });

  it('refuses a match score that is not a finite number from 0 to 100', () => {
    expect(problems(JobMatchInput, { candidateId: id, jobRoleId: id, matchScore: Infinity })).toEqual(['matchScore: Match score must be a number from 0 to 100']);
  });
});

describe('web addresses (decision 0074)', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example', 'https://', 'hello', 'https//acme.example'])(
    'refuses %s wherever an address is asked for, naming the field',
    (url) => {
      const message = 'must be a web address, e.g. https://example.com';
      expect(problems(EmployerInput, { name: 'Acme', website: url })).toEqual([`website: Website ${message}`]);
      expect(problems(EmployerRegistrationInput, { name: 'Acme', contactPerson: 'Ann', contactEmail: 'ann@acme.example', website: url })).toEqual([
        `website: Website ${message}`,
      ]);
      expect(problems(CandidateInput, { name: 'Ann', linkedinUrl: url, cvUrl: url })).toEqual([`linkedinUrl: LinkedIn URL ${message}`, `cvUrl: CV URL ${message}`]);
    },
  );

  it('takes http and https addresses, and empty for none', () => {
    for (const website of ['https://acme.example/about?x=1#team', 'HTTP://ACME.EXAMPLE', '', null]) {
      expect(EmployerInput.parse({ name: 'Acme', website }).website).toBe(website);
    }
  });

  it('takes an address typed without a scheme as https', () => {
    expect(EmployerInput.parse({ name: 'Acme', website: 'northwind.example' }).website).toBe('https://northwind.example');
    expect(CandidateInput.parse({ name: 'Ann', linkedinUrl: 'www.linkedin.com/in/ann' }).linkedinUrl).toBe('https://www.linkedin.com/in/ann');
  });
});

describe('phone numbers (decision 0074)', () => {
  it.each(['+44 20 7946 0958', '(555) 010-2030', '07700 900123', '+1.555.010.2030', '12345', '+123 456 789 012 345 678 90'])('takes %s', (phone) => {
    expect(problems(CandidateInput, { name: 'Ann', phone })).toEqual([]);
  });

  it.each(['call me', '1234', '+1 234 567 890 123 456 789 01', '12+345678', '555-CALL-NOW', '555 0100 ext. 12', '<script>'])('refuses %s, naming the field', (phone) => {
    const message = 'must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)';
    expect(problems(CandidateInput, { name: 'Ann', phone })).toEqual([`phone: Phone ${message}`]);
    expect(problems(EmployerInput, { name: 'Acme', contactPhone: phone })).toEqual([`contactPhone: Contact phone ${message}`]);
    expect(problems(LeadInput, { name: 'Ann', email: 'ann@example.com', service: 'consultation', phone })).toEqual([`phone: Phone ${message}`]);
    expect(problems(ApplyInput, { jobRoleId: id, candidateEmail: 'ann@example.com', candidateFullName: 'Ann', candidatePhone: phone })).toEqual([
      `candidatePhone: Phone ${message}`,
    ]);
  });
});

describe('text lengths (decision 0075)', () => {
  const over = (limit: number) => 'x'.repeat(limit + 1);

  it('gives every long document the same bound: job role and employer descriptions, cover letters, messages', () => {
    const long = 'x'.repeat(TextLimit.long);
    const message = 'must be at most 20,000 characters';
    expect(problems(EmployerInput, { name: 'Acme', description: long })).toEqual([]);
    expect(problems(EmployerInput, { name: 'Acme', description: over(TextLimit.long) })).toEqual([`description: ${message}`]);
    expect(problems(JobRoleInput, { employerId: id, title: 'Chef', description: long, requirements: over(TextLimit.long) })).toEqual([`requirements: ${message}`]);
    expect(problems(MessageInput, { candidateId: id, subject: 'Hi', content: over(TextLimit.long) })).toEqual([`content: ${message}`]);
    expect(problems(ApplyInput, { jobRoleId: id, candidateEmail: 'a@b.example', candidateFullName: 'Ann', coverLetter: long })).toEqual([]);
  });

  it('bounds names at 200, one-line texts at 500 and notes at 5,000 characters', () => {
    expect(problems(CandidateInput, { name: over(TextLimit.name) })).toEqual(['name: must be at most 200 characters']);
    expect(problems(InteractionInput, { type: 'call', subject: over(TextLimit.line), date: '2026-11-24', nextSteps: over(TextLimit.text) })).toEqual([
      'subject: must be at most 500 characters',
      'nextSteps: must be at most 5,000 characters',
    ]);
  });
});

describe('bidi controls in single-line text (decision 0076)', () => {
  const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';

  it('strips them from names, titles and other text shown in lists', () => {
    expect(CandidateInput.parse({ name: '\u202EJohn Smith', currentRole: `Chef${controls}`, skills: ['\u2067Go\u2069'] })).toMatchObject({
      name: 'John Smith',
      currentRole: 'Chef',
      skills: ['Go'],
    });
    expect(EmployerInput.parse({ name: 'Acme\u202E Ltd', contactPerson: '\u202DAnn' })).toMatchObject({ name: 'Acme Ltd', contactPerson: 'Ann' });
    expect(JobRoleInput.parse({ employerId: id, title: '\u202Efdp.exe' }).title).toBe('fdp.exe');
    expect(InteractionInput.parse({ type: 'call', subject: '\u202ECall', date: '2026-11-24' }).subject).toBe('Call');
    expect(CandidateProfileUpdate.parse({ name: '\u202EJo' })).toEqual({ name: 'Jo' });
  });

  it('counts a name of bidi controls alone as empty', () => {
    expect(problems(CandidateInput, { name: ` ${controls} ` })).toEqual(['name: Full Name is required']);
  });
});

describe('control characters in single-line text (issue 30)', () => {
  const refused = 'must be one line, without line breaks, tabs or other control characters';

  it('refuses line breaks, tabs and the other C0 and C1 controls inside names and subjects, naming the field', () => {
    expect(problems(ApplyInput, { jobRoleId: id, candidateEmail: 'a@example.com', candidateFullName: 'Ada\r\nBcc: all@example.com' })).toEqual([`candidateFullName: ${refused}`]);
    expect(problems(LeadInput, { name: 'Ada\tLovelace', email: 'a@example.com', service: 'cv_assessment' })).toEqual([`name: ${refused}`]);
    expect(problems(EmployerRegistrationInput, { name: 'Acme\u001B[31m', contactPerson: 'Ann\u0085', contactEmail: 'ann@acme.example' })).toEqual([
      `name: ${refused}`,
      `contactPerson: ${refused}`,
    ]);
    expect(problems(MessageInput, { candidateId: id, subject: 'Hello\nthere', content: 'Hi' })).toEqual([`subject: ${refused}`]);
    expect(problems(InteractionInput, { type: 'call', subject: 'Call\u007F', date: '2026-11-24' })).toEqual([`subject: ${refused}`]);
  });

  it('keeps line breaks in multi-line text, and trims them from the ends of a line as any space', () => {
    expect(ApplyInput.parse({ jobRoleId: id, candidateEmail: 'a@example.com', candidateFullName: ' Ada\n', coverLetter: 'Dear team,\r\n\r\nI apply.' })).toMatchObject({
      candidateFullName: 'Ada',
      coverLetter: 'Dear team,\r\n\r\nI apply.',
    });
  });

  it('is a pattern of the OpenAPI document, so its clients know it', () => {
    const schema = z.toJSONSchema(ApplyInput, { io: 'input' }) as { properties: Record<string, { pattern?: string }> };
    expect(schema.properties.candidateFullName!.pattern).toBe('^[^\\u0000-\\u001F\\u007F-\\u009F]*$');
    expect(schema.properties.coverLetter!.pattern).toBeUndefined();
  });
});

describe('messages people read (issue 21)', () => {
  it('says in plain words what a rule without its own message wants, with the limit', () => {
    expect(problems(CandidateListQuery, { q: 'x'.repeat(10_000) })).toEqual(['q: must be at most 1,000 characters']);
    expect(problems(EmployerListQuery, { limit: 'many' })).toEqual(['limit: must be a number']);
    expect(problems(EmployerListQuery, { limit: 1000 })).toEqual(['limit: must be at most 100']);
    expect(problems(CandidateInput, { name: 'Ann', skills: Array(101).fill('Go') })).toEqual(['skills: must have at most 100 items']);
    expect(problems(CandidateInput, { name: 'Ann', skills: ['Go', ' '] })).toEqual(['skills.1: is required']);
    expect(problems(EmployerInput, {})).toEqual(['name: is required']);
    expect(problems(EmployerInput, { name: 'Acme', status: 'gone' })).toEqual(['status: must be one of: active, prospect, inactive']);
    expect(problems(LeadInput, { name: 'Ann', email: 'ann@example.com', service: 'lunch' })).toEqual(['service: must be one of: consultation, cv_assessment']);
    const job = { organization: 'Acme', role: 'Engineer', startYear: 2019, startMonth: 1 };
    expect(problems(Employment, { ...job, keyAchievements: Array(51).fill('Shipped') })).toEqual(['keyAchievements: must have at most 50 items']);
  });

  it("applies to every zod schema once the contracts are loaded, and never shows zod's own wording", () => {
    expect(problems(z.object({ code: z.string().max(3) }), { code: 'abcd' })).toEqual(['code: must be at most 3 characters']);
    expect(problems(z.object({ code: z.string().min(1) }), { code: '' })).toEqual(['code: is required']);
    const zodWording = /Too (big|small)|Invalid (input|option)|expected|received|Unrecognized/;
    const values: [z.ZodType, unknown][] = [
      [CandidateListQuery, { q: 'x'.repeat(500), limit: -1, offset: 'x' }],
      [EmployerInput, { name: 5, status: 1, website: 7 }],
      [InteractionInput, { type: 'party', subject: null, date: 5 }],
      [MessageInput, { candidateId: 'x', subject: '', content: '' }],
    ];
    for (const [schema, value] of values) for (const problem of problems(schema, value)) expect(problem).not.toMatch(zodWording);
  });
});
