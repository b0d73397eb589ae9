import styled from 'styled-components';
import { Card, Container, Muted, ThemeProvider, theme } from '@agency/ui';

const Centered = styled(Container)`
  padding-block: ${({ theme }) => theme.space(24)};
  max-width: 36rem;
  text-align: center;
`;

/** The remote's entry point; its screens arrive with their own issues. */
export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <Centered as="main">
        <Card>
          <h1>Candidate Portal</h1>
          <Muted style={{ marginTop: '0.75rem' }}>Your profile, job matches, appointments and messages. Candidate sign-in opens here.</Muted>
        </Card>
      </Centered>
    </ThemeProvider>
  );
}
