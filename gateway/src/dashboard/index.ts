export { registerDashboardStats } from './dashboard-stats';
