// Issue 32, moving in and out, walked in Chromium as its users would: one platform for every part, each part's
// tests in its own module under moving-in-and-out/ (they make and name their own data).
import { setUpBrowserTests } from './browser';
import { cvFolder } from './moving-in-and-out/cv-folder';
import { customFields } from './moving-in-and-out/custom-fields';
import { duplicatesMerged } from './moving-in-and-out/duplicates';
import { listExports } from './moving-in-and-out/exports';
import { spreadsheetImports } from './moving-in-and-out/imports';

const tests = setUpBrowserTests();

cvFolder(tests);
customFields(tests);
duplicatesMerged(tests);
listExports(tests);
spreadsheetImports(tests);
