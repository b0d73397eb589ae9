import { useState } from 'react';
import { Provider } from 'react-redux';
import { matchPath, useLocation } from 'react-router-dom';
import { ThemeProvider, theme } from '@agency/ui';
import { JobPage } from './jobs/JobPage';
import { LandingPage } from './landing/LandingPage';
import { createStore } from './store';

/**
 * The public website. The shell routes `/` and `/jobs/:slug` here and owns everything else (404
 * included); this component picks the page from the address, so it renders the same inside the shell
 * and standalone.
 */
export default function PublicApp() {
  const [store] = useState(createStore);
  const { pathname } = useLocation();
  const job = matchPath('/jobs/:slug', pathname);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>{job?.params.slug ? <JobPage slug={job.params.slug} /> : <LandingPage />}</ThemeProvider>
    </Provider>
  );
}
