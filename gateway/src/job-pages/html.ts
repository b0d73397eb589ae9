import type { JobPageMeta } from '@agency/contracts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as JSON escapes, so no value
 * can close the script (`</script>`) or open a comment; U+2028/2029 escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's index.html with the page's title, description, social tags, canonical link and JSON-LD (a role's
 * page), or its title, description and canonical link alone (the jobs board: no tags, no structured data).
 * Tags the page adds are marked `data-job-meta`; the shell's own title and description are kept in
 * `data-default`, so the website can put them back when the visitor leaves the job page.
 */
export function renderJobHead(indexHtml: string, meta: JobPageMeta, canonicalUrl: string, structuredData?: unknown): string {
  const attr = escapeHtml;
  let html = indexHtml.replace(/<title>([\s\S]*?)<\/title>/i, (_match, original: string) =>
    `<title data-default="${attr(decodeEntities(original))}">${escapeHtml(meta.title)}</title>`,
  );
  let hadDescription = false;
  html = html.replace(/<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i, (_match, original: string) => {
    hadDescription = true;
    return `<meta name="description" content="${attr(meta.description)}" data-default="${original}" />`;
  });
  const head = [
    hadDescription ? '' : `<meta name="description" content="${attr(meta.description)}" />`,
    `<link rel="canonical" href="${attr(canonicalUrl)}" data-job-meta />`,
    ...meta.tags.map((tag) => `<meta ${tag.attribute}="${attr(tag.key)}" content="${attr(tag.content)}" data-job-meta />`),
    structuredData === undefined ? '' : `<script type="application/ld+json" data-job-meta>${jsonForScript(structuredData)}</script>`,
  ]
    .filter(Boolean)
    .map((line) => `    ${line}\n`)
    .join('');
  return html.replace(/<\/head>/i, `${head}  </head>`);
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!);
}
