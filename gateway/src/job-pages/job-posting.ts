import type { JobPosting, WithContext } from 'schema-dts';
import { SITE_NAME, type JobRole } from '@agency/contracts';
import { countryOf } from './country';
import { parseSalaryRange } from './salary';

/**
 * The role as schema.org JobPosting structured data (what job search engines read): title, description,
 * datePosted, employmentType FULL_TIME, hiringOrganization, jobLocation and, when the salary range can be
 * read, baseSalary. The country of the location comes from its text ('Leeds, UK') or, failing that, from
 * `defaultCountry`. There is no closing date on a role, so no validThrough.
 */
export function jobPosting(role: JobRole, url: string, defaultCountry: string | undefined): WithContext<JobPosting> {
  const country = countryOf(role.location) ?? defaultCountry;
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
    ...(role.location || country
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(role.location ? { addressLocality: role.location.split(',')[0]!.trim() } : {}),
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
  };
}
