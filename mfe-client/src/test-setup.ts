import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s instead of 1 s: on a loaded two-core machine a render can take longer than a
// second, and a wait that gives up early fails a test whose screen is right.
configure({ asyncUtilTimeout: 5000 });
