// The reference carries the declarations along when another package (e2e) imports this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./structured-data.d.ts" />
import Validator, { type StructuredDataIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * Reads a page's JSON-LD the way a crawler does (@marbec/web-auto-extractor) and checks it with Adobe's
 * structured-data validator (schema.org types with Google's rich-result rules: for JobPosting the
 * required title, description, datePosted, hiringOrganization, jobLocation with its country). Offline.
 */
export async function checkStructuredData(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues: StructuredDataIssue[] = await new Validator().validate(extracted);
  return {
    jobPostings: extracted.jsonld.JobPosting ?? [],
    errors: issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
    warnings: issues.filter((issue) => issue.severity === 'WARNING').map((issue) => issue.issueMessage),
  };
}
