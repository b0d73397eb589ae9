// Mounts a remote's App on its own page, for the team that develops it (`npm run serve -w <remote>`):
// the same theme, global style and router the shell would give it.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, ThemeProvider, theme } from '@agency/ui';

export function renderStandalone(App: ComponentType, rootId = 'root'): void {
  createRoot(document.getElementById(rootId)!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
