import { createApiStore } from '@agency/web-kit';
import { publicApi } from './api';

/**
 * One store for the page's life: leaving for another remote's page (which unmounts this remote) and
 * coming back keeps the loaded data, as the spec's "data never goes stale" asks.
 */
export const store = createApiStore(publicApi);
