import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { Card, CenteredPanel, Muted, ThemeProvider, theme, Toaster } from '@agency/ui';
import { store } from './store';

/**
 * The candidate portal: the shell hands it `/candidateportal`. This slice only proves the remote loads;
 * the sign-in, the profile wizard and the dashboard come with their own issues.
 */
export default function App() {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <CenteredPanel as="main">
            <Card>
              <h1>Candidate Portal</h1>
              <Muted style={{ margin: '0.75rem 0 1.5rem' }}>Candidate sign-in is not available yet.</Muted>
              <Link to="/">Back to Landing Page</Link>
            </Card>
          </CenteredPanel>
        </Toaster>
      </ThemeProvider>
    </Provider>
  );
}
