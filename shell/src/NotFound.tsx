import { Link } from 'react-router-dom';
import { PageNotFound } from '@agency/ui';

export function NotFound() {
  return (
    <PageNotFound>
      <Link to="/">Go to the home page</Link>
    </PageNotFound>
  );
}
