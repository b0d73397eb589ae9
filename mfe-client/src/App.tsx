import { Provider } from 'react-redux';
import { ThemeProvider, theme, Toaster } from '@agency/ui';
import { ClientPortal } from './shell/ClientPortal';
import { store } from './store';

/** The client portal: the shell hands it `/clientportal/*` (an employer's contacts: sign-in, their roles). */
export default function App() {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <ClientPortal />
        </Toaster>
      </ThemeProvider>
    </Provider>
  );
}
