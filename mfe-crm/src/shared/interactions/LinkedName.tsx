import { Link } from 'react-router-dom';
import { UserText } from '@agency/ui';

/**
 * The name of a linked record, leading to its page (`/manage/candidates/:id`, issue 31); 'Unknown ...' when
 * the link is set but its record is no longer known (deleted); nothing when there is no link.
 */
export function LinkedName({
  id,
  name,
  path,
  unknown,
}: {
  id?: string | null;
  name?: string;
  path: string;
  unknown: string;
}) {
  if (name && id)
    return (
      <Link to={`${path}/${encodeURIComponent(id)}`}>
        <UserText>{name}</UserText>
      </Link>
    );
  return id ? <>{unknown}</> : null;
}
