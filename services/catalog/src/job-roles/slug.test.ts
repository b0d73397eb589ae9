import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it('makes a readable, URL-safe slug from a title', () => {
    expect(slugify('Senior Chef (Hotel) – London')).toBe('senior-chef-hotel-london');
    expect(slugify('Café Manager')).toBe('cafe-manager');
    expect(slugify('  C++ / Rust  ')).toBe('c-rust');
  });

  it('never answers an empty slug', () => {
    expect(slugify('!!!')).toBe('role');
  });
});

describe('nextFreeSlug', () => {
  it('adds the first free number when the slug is taken', () => {
    expect(nextFreeSlug('chef', [])).toBe('chef');
    expect(nextFreeSlug('chef', ['chef'])).toBe('chef-2');
    expect(nextFreeSlug('chef', ['chef', 'chef-2', 'chef-4'])).toBe('chef-3');
  });
});
