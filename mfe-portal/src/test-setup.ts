// Component tests look at the views, not at how their code loads: the lazily loaded wizard and dashboard
// (shell/lazyView.ts) are loaded before the tests, so each renders as soon as it is chosen.
import { configure } from '@testing-library/react';
import './App';
import { loadAllViews } from './shell/lazyView';

await loadAllViews();

// findBy/waitFor wait up to 5 s instead of 1 s: on a loaded two-core machine a render can take longer than
// a second, and a wait that gives up early fails a test whose screen is right.
configure({ asyncUtilTimeout: 5000 });
