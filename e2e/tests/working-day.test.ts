// Issue 31, a recruiter's working day, walked in Chromium as its users would: one platform for every point,
// each point's tests in its own module under working-day/ (they make and name their own data).
import { setUpBrowserTests } from './browser';
import { applicationsInbox } from './working-day/applications-inbox';
import { interactionsWorked } from './working-day/interactions';
import { recordPages } from './working-day/record-pages';
import { twoWayPortal } from './working-day/two-way-portal';

const tests = setUpBrowserTests();

recordPages(tests);
applicationsInbox(tests);
interactionsWorked(tests);
twoWayPortal(tests);
