import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from './App';

describe('mfe-crm', () => {
  it('renders its entry page', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'TalentBridge CRM' })).toBeTruthy();
  });
});
