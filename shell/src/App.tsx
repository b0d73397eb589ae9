import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GlobalStyle, ThemeProvider, theme } from '@agency/ui';
import { NotFound } from './NotFound';
import { RemotePage } from './RemotePage';
import { REMOTE_ROUTES } from './remote-routes';

/**
 * The top-level router: each route of REMOTE_ROUTES names the remote that owns its addresses, and paths
 * no remote owns get the shell's 404 page. Routing split: a remote does not declare routes relative to these; it reads
 * the absolute path (`matchPath` or its own `<Routes>` of absolute paths under the splat) and picks its
 * page, so it renders the same inside the shell and standalone.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <ScrollToTop />
        <Routes>
          {REMOTE_ROUTES.map(({ path, remote }) => (
            <Route key={path} path={path} element={<RemotePage name={remote} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}

/** A new page starts at the top; an address with a hash is left to the page, which scrolls to it. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
