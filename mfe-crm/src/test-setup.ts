// Component tests look at the screens, not at how their code loads: every lazily loaded screen and dialog
// (shell/lazyScreen.ts) is loaded before the tests, so each renders as soon as it is shown.
import './App';
import { loadAllScreens } from './shell/lazyScreen';

await loadAllScreens();
