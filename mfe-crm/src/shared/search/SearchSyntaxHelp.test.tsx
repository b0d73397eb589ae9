import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '@agency/contracts';
import { ThemeProvider, theme } from '@agency/ui';
import { SEARCH_SYNTAX, SearchSyntaxHelp } from './SearchSyntaxHelp';

afterEach(cleanup);

const inTheme = (element: ReactNode) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

describe("'Search syntax'", () => {
  it('opens from its button, lists the operators and fields with examples, and closes on Escape with the focus back', async () => {
    inTheme(<SearchSyntaxHelp />);
    const button = screen.getByRole('button', { name: 'Search syntax' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Search syntax' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    for (const example of ['django OR flask', '"data engineer"', 'skill:python', 'cv:kubernetes', 'employer:acme']) expect(panel.textContent).toContain(example);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search syntax' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click elsewhere', async () => {
    inTheme(
      <>
        <SearchSyntaxHelp />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search syntax' }));
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('region', { name: 'Search syntax' })).toBeNull();
  });

  it('gives only examples the search reads', () => {
    for (const { write } of SEARCH_SYNTAX) expect(parseSearchQuery(write).ok, write).toBe(true);
  });
});
