import { describe, expect, it } from 'vitest';
import { fieldMessage } from './form';

describe('fieldMessage', () => {
  it("puts the field's name before a message that continues it, and leaves sentences alone", () => {
    expect(fieldMessage('Email', 'is required')).toBe('Email is required');
    expect(fieldMessage('Full Name', 'Full Name is required')).toBe('Full Name is required');
    expect(fieldMessage('Email', undefined)).toBeUndefined();
  });
});
