import { describe, expect, it } from 'vitest';
import { Candidate, CandidateInput } from './candidates';
import { EmployerInput, JobRoleInput, JobRoleSnapshot } from './catalog';
import {
  CustomFieldDefinitionInput,
  customFieldFilters,
  customFieldValuesSchema,
  matchesCustomFieldFilters,
  type CustomFieldDefinition,
} from './custom-fields';

const fields: Pick<CustomFieldDefinition, 'key' | 'label' | 'type' | 'options' | 'required'>[] = [
  { key: 'notice_period', label: 'Notice period', type: 'choice', options: ['None', '1 month', '3 months'], required: true },
  { key: 'available_from', label: 'Available from', type: 'date', required: false },
  { key: 'expected_rate', label: 'Expected rate', type: 'number', required: false },
  { key: 'drives', label: 'Drives', type: 'yes-no', required: false },
  { key: 'languages', label: 'Languages', type: 'text', required: false },
];
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('custom field definitions', () => {
  it('take a key of lower-case letters, digits and _, a label, and options only for a one-of-a-list field', () => {
    expect(CustomFieldDefinitionInput.parse({ key: 'notice_period', label: ' Notice period ', type: 'text' })).toMatchObject({ label: 'Notice period', required: false });
    expect(messages(CustomFieldDefinitionInput.safeParse({ key: 'Notice Period', label: 'x', type: 'text' }))[0]).toMatch(/^key: must be 2 to 40 characters/);
    expect(messages(CustomFieldDefinitionInput.safeParse({ key: 'level', label: 'Level', type: 'choice' }))).toEqual(['options: A one-of-a-list field needs at least one option']);
    expect(messages(CustomFieldDefinitionInput.safeParse({ key: 'level', label: 'Level', type: 'choice', options: ['A', 'a'] }))).toEqual(['options: Options must all be different']);
    expect(messages(CustomFieldDefinitionInput.safeParse({ key: 'level', label: 'Level', type: 'text', options: ['A'] }))).toEqual(['options: Only a one-of-a-list field has options']);
    expect(CustomFieldDefinitionInput.safeParse({ key: 'level', label: 'L'.repeat(61), type: 'text' }).success).toBe(false);
  });
});

describe('custom field values against the definitions', () => {
  const schema = customFieldValuesSchema(fields);

  it('keep the values that fit, trimmed, and leave out the empty ones', () => {
    expect(schema.parse({ notice_period: '1 month', available_from: '2026-03-01', expected_rate: 450, drives: false, languages: ' French ', }))
      .toEqual({ notice_period: '1 month', available_from: '2026-03-01', expected_rate: 450, drives: false, languages: 'French' });
    expect(schema.parse({ notice_period: 'None', languages: '', available_from: null })).toEqual({ notice_period: 'None' });
  });

  it('refuse an unknown key by its name, a wrong value by the label, and a required field left empty', () => {
    expect(messages(schema.safeParse({ notice_period: '1 month', shoe_size: 42 }))).toEqual(['shoe_size: Unknown custom field: shoe_size']);
    expect(messages(schema.safeParse({ notice_period: '6 months', expected_rate: '450', available_from: '2026-02-30', drives: 'yes' }))).toEqual([
      'notice_period: Notice period must be one of: None, 1 month, 3 months',
      'available_from: Available from must be a real day written YYYY-MM-DD',
      'expected_rate: Expected rate must be a number',
      'drives: Drives must be yes or no',
    ]);
    expect(messages(schema.safeParse({}))).toEqual(['notice_period: Notice period is required']);
    expect(messages(schema.safeParse({ notice_period: 'None', languages: 'x'.repeat(1001) }))).toEqual(['languages: Languages must be at most 1,000 characters']);
  });

  it('read text from a file when asked (imports): numbers, yes/no and options in any case', () => {
    expect(customFieldValuesSchema(fields, { fromText: true }).parse({ notice_period: '3 MONTHS', expected_rate: '450.5', drives: 'Yes' }))
      .toEqual({ notice_period: '3 months', expected_rate: 450.5, drives: true });
  });

  it('check only the keys sent when partial, never asking for a required one', () => {
    expect(customFieldValuesSchema(fields, { partial: true }).parse({ drives: true })).toEqual({ drives: true });
  });
});

describe('custom field filters', () => {
  it('read cf.<key>=<value> by the field type, and refuse an unknown field or a value of the wrong type', () => {
    expect(customFieldFilters({ q: 'x', 'cf.notice_period': '1 month', 'cf.drives': 'yes', 'cf.languages': 'fren' }, fields)).toEqual({
      filters: [
        { key: 'notice_period', type: 'choice', value: '1 month' },
        { key: 'drives', type: 'yes-no', value: true },
        { key: 'languages', type: 'text', value: 'fren' },
      ],
    });
    expect(customFieldFilters({ 'cf.shoe_size': '42' }, fields)).toEqual({ message: 'Unknown custom field to filter by: shoe_size' });
    expect(customFieldFilters({ 'cf.expected_rate': 'lots' }, fields)).toEqual({ message: 'Filter: Expected rate must be a number' });
  });

  it('match equal values, and text that contains the words in any case', () => {
    const values = { notice_period: '1 month', languages: 'French, German', expected_rate: 450 };
    expect(matchesCustomFieldFilters(values, [{ key: 'notice_period', type: 'choice', value: '1 month' }, { key: 'languages', type: 'text', value: 'german' }])).toBe(true);
    expect(matchesCustomFieldFilters(values, [{ key: 'expected_rate', type: 'number', value: 451 }])).toBe(false);
    expect(matchesCustomFieldFilters(undefined, [{ key: 'notice_period', type: 'choice', value: '1 month' }])).toBe(false);
  });
});

describe('the records carry their custom field values', () => {
  it('in the inputs, the answers and the snapshots of candidates, employers and job roles', () => {
    const customFields = { notice_period: '1 month', drives: true, expected_rate: 450, available_from: null };
    expect(CandidateInput.parse({ name: 'Ada', customFields }).customFields).toEqual(customFields);
    expect(EmployerInput.parse({ name: 'Acme', customFields }).customFields).toEqual(customFields);
    expect(JobRoleInput.parse({ employerId: 'a'.repeat(24), title: 'Chef', customFields }).customFields).toEqual(customFields);
    const now = new Date().toISOString();
    expect(Candidate.parse({ id: '1', name: 'Ada', availability: 'available', profileCompleted: false, createdAt: now, updatedAt: now, customFields }).customFields).toEqual(customFields);
    expect(JobRoleSnapshot.shape.customFields).toBeDefined();
    expect(CandidateInput.safeParse({ name: 'Ada', customFields: { notes: { nested: true } } }).success).toBe(false);
  });
});
