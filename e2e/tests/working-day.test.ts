// Issue 31, a recruiter's working day, and issue 33's core loop, walked in Chromium as their users would: one
// platform for every point, each point's tests in its own module (they make and name their own data).
import { setUpBrowserTests } from './browser';
import { wholeLoop } from './core-loop/whole-loop';
import { applicationsInbox } from './working-day/applications-inbox';
import { interactionsWorked } from './working-day/interactions';
import { recordPages } from './working-day/record-pages';
import { twoWayPortal } from './working-day/two-way-portal';

const tests = setUpBrowserTests();

recordPages(tests);
applicationsInbox(tests);
interactionsWorked(tests);
twoWayPortal(tests);
wholeLoop(tests);
