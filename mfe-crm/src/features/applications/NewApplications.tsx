import styled from 'styled-components';
import { VisuallyHidden } from '@agency/ui';
import { useGetNewApplicationCountQuery } from '../../shared/api/applicationsApi';

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

/** The sidebar's count of new (pending) applications beside 'Applications'; nothing while there are none. */
export function NewApplications() {
  const { data: count } = useGetNewApplicationCountQuery(undefined, { pollingInterval: 60_000 });
  if (!count) return null;
  // The space keeps the link's name 'Applications 3 new', not 'Applications3 new'.
  return (
    <>
      {' '}
      <Count>
        {count}
        <VisuallyHidden> new</VisuallyHidden>
      </Count>
    </>
  );
}
