import { Provider } from 'react-redux';
import { ThemeProvider, theme, Toaster } from '@agency/ui';
import { CandidatePortal } from './shell/CandidatePortal';
import { store } from './store';

/** The candidate portal: the shell hands it `/candidateportal` (sign-in, the profile wizard, the dashboard). */
export default function App() {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <CandidatePortal />
        </Toaster>
      </ThemeProvider>
    </Provider>
  );
}
