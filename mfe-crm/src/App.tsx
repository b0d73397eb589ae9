import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { PageNotFound, ThemeProvider, theme, Toaster } from '@agency/ui';
import { RequireSession } from './shared/session/RequireSession';
import { ManageShell } from './shell/ManageShell';
import { recordAt, sectionAt } from './shell/sections';
import { store } from './store';
import { lazyScreen } from './shell/lazyScreen';

// The sign-in form (react-hook-form, zod) loads only on /login, not with every CRM screen (decision 0048).
const LoginPage = lazyScreen(() => import('./features/login/LoginPage').then((m) => m.LoginPage));

/**
 * The staff system: the shell hands it `/login` and `/manage/*`. Like the other remotes it picks its
 * page from the absolute path (decision 0003), so it renders the same inside the shell and standalone.
 */
export default function App() {
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
  if (matchPath('/login', pathname)) {
    return (
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    );
  }
  const record = recordAt(pathname);
  const section = record?.section ?? sectionAt(pathname);
  if (section) {
    return (
      <RequireSession>
        <ManageShell section={section} record={record} />
      </RequireSession>
    );
  }
  return (
    <PageNotFound>
      <Link to="/">Go to the home page</Link>
    </PageNotFound>
  );
}
