// Component tests look at the screens, not at how their code loads: every lazily loaded screen and dialog
// (shell/lazyScreen.ts) is loaded before the tests, so each renders as soon as it is shown.
import { configure } from '@testing-library/react';
import { answerBackgroundRequest } from '@agency/web-kit/testing';
import './App';
import { loadAllScreens } from './shell/lazyScreen';

await loadAllScreens();

// findBy/waitFor wait up to 5 s instead of 1 s: on a loaded two-core machine a render can take longer than
// a second, and a wait that gives up early fails a test whose screen is right.
configure({ asyncUtilTimeout: 5000 });

// The sidebar's count of new applications, which every page of the CRM asks for (decision 0120): answered (none new)
// apart from each test's own requests.
answerBackgroundRequest('GET /api/applications?status=pending&limit=1', { body: { items: [], total: 0 } });
// The custom fields the forms, record pages and lists show (decision 0125): none, unless a test gives its own.
for (const entity of ['candidate', 'employer', 'job-role']) answerBackgroundRequest(`GET /api/custom-fields/${entity}`, { body: [] });
// The sidebar's saved searches, which every page of the CRM asks for (decision 0136): none, unless a test gives its own.
answerBackgroundRequest('GET /api/saved-searches', { body: { items: [] } });
