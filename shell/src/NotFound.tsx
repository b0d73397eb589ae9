import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, Muted } from '@agency/ui';

const Centered = styled(Container)`
  padding-block: ${({ theme }) => theme.space(24)};
  max-width: 36rem;
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

export function NotFound() {
  return (
    <Centered as="main">
      <Card>
        <h1>Page Not Found</h1>
        <Muted style={{ margin: '0.75rem 0 1.5rem' }}>
          Did you forget to add the page to the router? There is nothing at this address.
        </Muted>
        <Link to="/">Go to the home page</Link>
      </Card>
    </Centered>
  );
}
