import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageNotFound, ThemeProvider, theme, useDocumentTitle } from './index';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it("gives the page's title while it is shown, and the one before it back on leaving", () => {
    document.title = 'TalentBridge — Recruitment Agency';
    const page = render(<Titled title="Candidates · TalentBridge CRM" />);
    expect(document.title).toBe('Candidates · TalentBridge CRM');
    page.rerender(<Titled title="Employers · TalentBridge CRM" />);
    expect(document.title).toBe('Employers · TalentBridge CRM');
    page.unmount();
    expect(document.title).toBe('TalentBridge — Recruitment Agency');
  });

  it("titles the 404 'Page Not Found'", () => {
    render(
      <ThemeProvider theme={theme}>
        <PageNotFound />
      </ThemeProvider>,
    );
    expect(document.title).toBe('Page Not Found · TalentBridge');
  });
});
