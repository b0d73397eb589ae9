import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GlobalStyle, ThemeProvider, theme } from '@agency/ui';
import { NotFound } from './NotFound';
import { RemotePage } from './RemotePage';

/**
 * The top-level router: each route names the remote that owns its addresses, and paths no remote owns
 * get the shell's 404 page. Routing split: a remote does not declare routes relative to these; it reads
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
          <Route path="/" element={<RemotePage name="mfe_public" />} />
          <Route path="/about" element={<RemotePage name="mfe_public" />} />
          <Route path="/jobs/:slug" element={<RemotePage name="mfe_public" />} />
          <Route path="/login" element={<RemotePage name="mfe_crm" />} />
          <Route path="/manage/*" element={<RemotePage name="mfe_crm" />} />
          <Route path="/candidateportal" element={<RemotePage name="mfe_portal" />} />
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
