import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemotesFromManifest } from './remote-routes';

// Start reading /remotes.json at once; the shell renders meanwhile (its 404 page needs no remote), and
// each remote's page waits for the manifest before loading its remote.
registerRemotesFromManifest().catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
