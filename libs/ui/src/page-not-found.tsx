import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { Card, CenteredPanel, Muted } from './primitives';

/**
 * The spec's 404: 'Page Not Found' with a hint about adding the page to the router. Used by the shell
 * and by each remote when it runs standalone; `children` is the way back (a router link).
 */
export function PageNotFound({ children }: { children?: ReactNode }) {
  useDocumentTitle('Page Not Found · TalentBridge');
  return (
    <CenteredPanel as="main">
      <Card>
        <h1>Page Not Found</h1>
        <Muted style={{ margin: '0.75rem 0 1.5rem' }}>
          Did you forget to add the page to the router? There is nothing at this address.
        </Muted>
        {children}
      </Card>
    </CenteredPanel>
  );
}
