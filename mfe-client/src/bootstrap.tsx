// Standalone start for the team that owns this remote (`npm run serve -w <this package>`).
import { renderStandalone } from '@agency/web-kit/standalone';
import App from './App';

renderStandalone(App);
