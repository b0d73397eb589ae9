import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from './App';
import { crmApi, store } from './store';

describe('mfe-crm', () => {
  it('renders its entry page with a way back to the landing page', () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'TalentBridge CRM' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Landing Page' }).getAttribute('href')).toBe('/');
  });

  it('has its own store with its API slice', () => {
    expect(store.getState()).toHaveProperty(crmApi.reducerPath);
  });
});
