import { EngagementStats } from '@agency/contracts';
import { registerInternalStats, type ServiceApp } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';
import { engagementStats } from './stats';

/** This service's part of the dashboard (`GET /internal/stats`, staff only), composed by the gateway. */
export function registerStatsRoute(app: ServiceApp, view: EngagementView): void {
  registerInternalStats(app, EngagementStats, () => engagementStats(view));
}
