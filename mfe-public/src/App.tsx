import { Provider } from 'react-redux';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { PageNotFound, ThemeProvider, theme, Toaster } from '@agency/ui';
import { AboutPage } from './about/AboutPage';
import { JobPage } from './jobs/JobPage';
import { LandingPage } from './landing/LandingPage';
import { store } from './store';

/**
 * The public website: `/`, `/about` and `/jobs/:slug`.
 *
 * Routing split: the shell's router decides which remote owns an address and shows its 404 for
 * addresses nobody owns; this remote then picks its page by matching the absolute path with
 * `matchPath`. So it renders the same inside the shell (under the shell's routes, splat or not) and
 * standalone (under its own BrowserRouter), and never depends on the shell's route nesting.
 */
export default function PublicApp() {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <Page />
        </Toaster>
      </ThemeProvider>
    </Provider>
  );
}

function Page() {
  const { pathname } = useLocation();
  const job = matchPath('/jobs/:slug', pathname);
  if (job?.params.slug) return <JobPage slug={job.params.slug} />;
  if (matchPath('/about', pathname)) return <AboutPage />;
  if (matchPath('/', pathname)) return <LandingPage />;
  // Only reachable standalone: inside the shell, addresses this remote does not own never get here.
  return (
    <PageNotFound>
      <Link to="/">Go to the home page</Link>
    </PageNotFound>
  );
}
