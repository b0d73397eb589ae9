import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { PageNotFound, ThemeProvider, theme, Toaster } from '@agency/ui';
import { LandingPage } from './landing/LandingPage';
import { store } from './store';

// The landing page is in the remote's first chunk; the other pages load when visited, so that `/` does
// not ship the job page's application dialog, its contracts and zod (decision 0041). Their chunks are named:
// the gateway announces a page's chunks in its HTML (named-chunks.json, decision 0048).
const JobPage = lazy(() => import(/* webpackChunkName: "job-page" */ './jobs/JobPage').then((module) => ({ default: module.JobPage })));
const JobsBoardPage = lazy(() => import(/* webpackChunkName: "jobs-board" */ './jobs-board/JobsBoardPage').then((module) => ({ default: module.JobsBoardPage })));
const AboutPage = lazy(() => import(/* webpackChunkName: "about-page" */ './about/AboutPage').then((module) => ({ default: module.AboutPage })));

/**
 * The public website: `/`, `/about`, `/jobs` (the jobs board) and `/jobs/:slug`.
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
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </Toaster>
      </ThemeProvider>
    </Provider>
  );
}

function Page() {
  const { pathname } = useLocation();
  const job = matchPath('/jobs/:slug', pathname);
  if (job?.params.slug) return <JobPage slug={job.params.slug} />;
  if (matchPath('/jobs', pathname)) return <JobsBoardPage />;
  if (matchPath('/about', pathname)) return <AboutPage />;
  if (matchPath('/', pathname)) return <LandingPage />;
  // Only reachable standalone: inside the shell, addresses this remote does not own never get here.
  return (
    <PageNotFound>
      <Link to="/">Go to the home page</Link>
    </PageNotFound>
  );
}
