import type { JobPosting, WithContext } from 'schema-dts';
import { SITE_NAME, type JobRole } from '@agency/contracts';
import { placeOfWork } from './country';
import { parseSalaryRange } from './salary';

/**
 * The role as schema.org JobPosting structured data (what job search engines read): title, description,
 * datePosted, employmentType FULL_TIME, hiringOrganization, jobLocation and, when the salary range can be
 * read, baseSalary. The country of the location comes from its text ('Leeds, UK', 'Remote (UK)') or,
 * failing that, from `defaultCountry` (the agency's own). A remote role is TELECOMMUTE for applicants in
 * that country. There is no closing date on a role, so no validThrough (decision 0018).
 */
export function jobPosting(role: JobRole, url: string, defaultCountry: string | undefined): WithContext<JobPosting> {
  const place = placeOfWork(role.location);
  const country = place.country ?? defaultCountry;
  const salary = parseSalaryRange(role.salaryRange);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    // Google asks for the full description; line breaks are the paragraphs the page shows.
    description: [role.description, role.requirements ? `Requirements:\n${role.requirements}` : undefined]
      .filter(Boolean)
      .join('\n\n') || role.title,
    datePosted: role.createdAt,
    employmentType: 'FULL_TIME',
    url,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: role.id },
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: role.employer?.name ?? SITE_NAME },
    ...(place.remote && country
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
      : place.locality || country
        ? {
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                ...(place.locality ? { addressLocality: place.locality } : {}),
                ...(country ? { addressCountry: country } : {}),
              },
            },
          }
        : {}),
    ...(salary ? { baseSalary: salary } : {}),
  };
}
