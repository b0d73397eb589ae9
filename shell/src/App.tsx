import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GlobalStyle, ThemeProvider, theme } from '@agency/ui';
import { NotFound } from './NotFound';
import { RemotePage } from './RemotePage';

/**
 * The top-level router. Each route names the remote that owns it; the remote picks its page from the
 * address. Paths no remote owns get the shell's 404 page.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<RemotePage name="mfe_public" />} />
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
