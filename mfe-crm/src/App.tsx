import { Card, CenteredPanel, Muted, ThemeProvider, theme } from '@agency/ui';

/** The remote's entry point; its screens arrive with their own issues. */
export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <CenteredPanel as="main">
        <Card>
          <h1>TalentBridge CRM</h1>
          <Muted style={{ marginTop: '0.75rem' }}>The staff area: candidates, employers, job roles and the pipeline. Team sign-in opens here.</Muted>
        </Card>
      </CenteredPanel>
    </ThemeProvider>
  );
}
