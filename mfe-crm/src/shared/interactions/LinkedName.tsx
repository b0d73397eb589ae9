import { Link } from 'react-router-dom';
import { UserText } from '@agency/ui';

/** A search of a list screen for a name: where a linked record's name leads. */
const searchFor = (path: string, name: string) => `${path}?${new URLSearchParams({ q: name })}`;

/**
 * The name of a linked record, leading to its screen searched for it; 'Unknown ...' when the link is set
 * but its record is no longer known (deleted); nothing when there is no link.
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
  if (name)
    return (
      <Link to={searchFor(path, name)}>
        <UserText>{name}</UserText>
      </Link>
    );
  return id ? <>{unknown}</> : null;
}
