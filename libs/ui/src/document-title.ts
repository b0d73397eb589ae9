import { useEffect } from 'react';

/**
 * The document title while a page is shown (issue 21: each page its own, e.g. 'Candidates · TalentBridge CRM'),
 * the title before it given back on leaving. Tabs, history and bookmarks then say which page they are.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
