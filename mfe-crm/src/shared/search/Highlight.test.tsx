import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, theme } from '@agency/ui';
import { Highlight, highlightRanges } from './Highlight';

afterEach(cleanup);

const inTheme = (element: ReactNode) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

describe('Highlight', () => {
  it('marks every searched word, case and accents aside, keeping the text as written', () => {
    const { container } = inTheme(<Highlight text="Zürich-based Python developer, python & Django" words={['zurich', 'python', 'django']} />);
    expect(container.textContent).toBe('Zürich-based Python developer, python & Django');
    expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Zürich', 'Python', 'python', 'Django']);
  });

  it('marks phrases whole and merges overlapping words', () => {
    expect(highlightRanges('Senior Data Engineer', ['data engineer', 'engineer'])).toEqual([[7, 20]]);
    expect(highlightRanges('Straße', ['strasse'])).toEqual([[0, 6]]);
    expect(highlightRanges('nothing here', ['python'])).toEqual([]);
  });

  it('shows the text alone when there is nothing to mark', () => {
    const { container } = inTheme(<Highlight text="Leeds" words={undefined} />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('Leeds');
  });
});
