import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from './App';
import { portalApi, store } from './store';

describe('mfe-portal', () => {
  it('renders its entry page with a way back to the landing page', () => {
    render(
      <MemoryRouter initialEntries={['/candidateportal']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Candidate Portal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Landing Page' }).getAttribute('href')).toBe('/');
  });

  it('has its own store with its API slice', () => {
    expect(store.getState()).toHaveProperty(portalApi.reducerPath);
  });
});
