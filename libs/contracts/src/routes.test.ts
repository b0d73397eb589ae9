import { describe, expect, it } from 'vitest';
import { apiRoutes, prefixesOf, routePrefix, type ServiceName } from './routes';

describe('the prefixes each service owns', () => {
  it('are the resources of its routes, the candidate routes by their second segment', () => {
    expect(prefixesOf('auth')).toEqual(['/api/auth', '/api/users', '/api/api-keys', '/api/candidate/auth', '/api/client/auth']);
    expect(prefixesOf('candidates')).toEqual(['/api/candidates', '/api/saved-searches', '/api/imports/candidates', '/api/imports/cv-folder', '/api/applications', '/api/candidate/profile', '/api/candidate/education', '/api/candidate/employment', '/api/candidate/documents', '/api/candidate/applications', '/api/custom-fields/candidate', '/api/tags/candidates', '/api/duplicates/candidates', '/api/bulk-jobs']);
    expect(prefixesOf('catalog')).toEqual(expect.arrayContaining(['/api/custom-fields/employer', '/api/custom-fields/job-role']));
  });

  it('send every route of a service to that service, and to no other', () => {
    const services: ServiceName[] = ['auth', 'catalog', 'candidates', 'engagement', 'portal', 'notifications'];
    for (const route of apiRoutes.filter((each) => each.service !== 'gateway')) {
      const owners = services.filter((service) => prefixesOf(service).some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`)));
      expect(owners, route.path).toEqual([route.service]);
      expect(prefixesOf(route.service as ServiceName)).toContain(routePrefix(route.path));
    }
  });
});
