// Component tests look at the views, not at how their code loads: the lazily loaded wizard and dashboard
// (portal/lazyView.ts) are loaded before the tests, so each renders as soon as it is chosen.
import './App';
import { loadAllViews } from './portal/lazyView';

await loadAllViews();
