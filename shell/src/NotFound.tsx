import { Link } from 'react-router-dom';
import { Card, CenteredPanel, Muted } from '@agency/ui';

export function NotFound() {
  return (
    <CenteredPanel as="main">
      <Card>
        <h1>Page Not Found</h1>
        <Muted style={{ margin: '0.75rem 0 1.5rem' }}>
          Did you forget to add the page to the router? There is nothing at this address.
        </Muted>
        <Link to="/">Go to the home page</Link>
      </Card>
    </CenteredPanel>
  );
}
