import type { JobRole } from './catalog';

/**
 * The job page's title and meta tags (spec: job detail), written once: the website sets them in the
 * browser, the gateway renders the same ones into the HTML it sends to crawlers and link previews.
 */
export const SITE_NAME = 'TalentBridge';

/** The meta description uses this many characters of the role's description (spec section 9). */
export const META_DESCRIPTION_LENGTH = 100;
/** The social description lists this many requirements (spec section 9). */
export const SOCIAL_REQUIREMENTS = 3;

type MetaRole = Pick<JobRole, 'title' | 'description' | 'requirements' | 'salaryRange' | 'location' | 'priority' | 'employer'>;

export interface JobMetaTag {
  /** `name` for plain and Twitter tags, `property` for Open Graph and job tags. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface JobPageMeta {
  title: string;
  description: string;
  tags: JobMetaTag[];
}

const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The first 100 characters of the description, with ' • URGENT HIRING' or ' • High Priority' by priority. */
export function jobMetaDescription(role: MetaRole): string {
  const start = oneLine(role.description).slice(0, META_DESCRIPTION_LENGTH).trim() || defaultSummary(role);
  const suffix = role.priority === 'urgent' ? ' • URGENT HIRING' : role.priority === 'high' ? ' • High Priority' : '';
  return `${start}${suffix}`;
}

/** The requirements are comma- or line-separated text (spec section 3); the social description lists the first three. */
export function firstRequirements(requirements: string | null | undefined, count = SOCIAL_REQUIREMENTS): string[] {
  return (requirements ?? '')
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, count);
}

export function jobSocialDescription(role: MetaRole): string {
  const requirements = firstRequirements(role.requirements);
  return requirements.length > 0 ? `Requirements: ${requirements.join(', ')}` : jobMetaDescription(role);
}

function defaultSummary(role: MetaRole): string {
  return role.employer?.name ? `${role.title} at ${role.employer.name} via ${SITE_NAME}` : `${role.title} via ${SITE_NAME}`;
}

/** Title and tags of a role's page at `url` (its canonical address, with the current slug). */
export function jobPageMeta(role: MetaRole, url: string): JobPageMeta {
  const title = `${role.title} | ${SITE_NAME}`;
  const socialTitle = role.employer?.name ? `${role.title} at ${role.employer.name}` : role.title;
  const description = jobMetaDescription(role);
  const social = jobSocialDescription(role);
  const property = (key: string, content: string | null | undefined): JobMetaTag[] =>
    content ? [{ attribute: 'property', key, content }] : [];
  const name = (key: string, content: string): JobMetaTag => ({ attribute: 'name', key, content });
  return {
    title,
    description,
    tags: [
      ...property('og:title', socialTitle),
      ...property('og:description', social),
      ...property('og:url', url),
      ...property('og:type', 'article'),
      ...property('og:site_name', SITE_NAME),
      ...property('job:salary', role.salaryRange),
      ...property('job:location', role.location),
      ...property('job:employment_type', 'FULL_TIME'),
      name('twitter:card', 'summary'),
      name('twitter:title', socialTitle),
      name('twitter:description', social),
    ],
  };
}
