import { preloadRemoteOf } from './remote-routes';

// The page's remote downloads while the shell's React chunks load (nothing of it runs before the boundary).
preloadRemoteOf(window.location.pathname);

// Async boundary: shared modules are negotiated before any of them is used.
// Named: the gateway announces this chunk in the page's HTML (named-chunks.json, decision 0048).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
