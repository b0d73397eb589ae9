import { Card, CenteredPanel, Muted, ThemeProvider, theme } from '@agency/ui';

/** The remote's entry point; its screens arrive with their own issues. */
export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <CenteredPanel as="main">
        <Card>
          <h1>Candidate Portal</h1>
          <Muted style={{ marginTop: '0.75rem' }}>Your profile, job matches, appointments and messages. Candidate sign-in opens here.</Muted>
        </Card>
      </CenteredPanel>
    </ThemeProvider>
  );
}
