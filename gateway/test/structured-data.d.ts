// The two libraries ship JavaScript only; these are the parts the tests use.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<StructuredDataIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, Record<string, unknown>[]>; metatags: Record<string, string[]> };
  }
}
