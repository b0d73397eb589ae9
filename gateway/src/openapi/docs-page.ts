import type { OpenApiDocument, OpenApiOperation } from './compose';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A description's Markdown code spans (`/api`) as code, everything else as text. */
const withCode = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1f2937}
h1{margin-bottom:.25rem}h2{border-bottom:1px solid #d1d5db;margin-top:2rem;text-transform:capitalize}
section{border:1px solid #e5e7eb;border-radius:.5rem;margin:.75rem 0;padding:.5rem 1rem}
h3{font:600 1rem ui-monospace,monospace;margin:.25rem 0;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5rem;color:#fff;border-radius:.25rem;padding:0 .4rem;margin-right:.5rem;text-align:center}
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.delete{background:#b91c1c}
.access{font-weight:600}pre{background:#f3f4f6;padding:.5rem;overflow:auto;max-height:30rem;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #e5e7eb;padding:.2rem .5rem;text-align:left}
summary{cursor:pointer}`;

/**
 * `/api/docs`: every operation of the document, for people, rendered here without a script (the gateway's
 * content security policy allows its own scripts only, and a list needs none; decision 0107).
 */
export function docsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const count = [...byTag.values()].reduce((sum, list) => sum + list.length, 0);
  const webhooks = Object.entries(document.webhooks ?? {}).map(
    ([event, item]) => `<section class="webhook" id="webhook-${escape(event)}"><h3>${escape(event)}</h3><details><summary>Body</summary>${json(item)}</details></section>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escape(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${escape(document.info.title)}</h1>
<p>${withCode(document.info.description ?? '')}</p>
<p>${count} operations. The machine-readable document (OpenAPI ${escape(document.openapi)}): <a href="/api/openapi.json">/api/openapi.json</a>.
Send a token as <code>Authorization: Bearer &lt;token&gt;</code>: a staff token from <code>POST /api/auth/login</code>, a candidate token from <code>POST /api/candidate/auth/login</code>.
An integration sends the API key an administrator made under Integrations in the CRM, as <code>X-API-Key: tbk_…</code> (or as the bearer token): it acts as staff of the key's role.</p>
${[...byTag].map(([tag, operations]) => `<h2>${escape(tag)}</h2>\n${operations.join('\n')}`).join('\n')}
${webhooks.length > 0 ? `<h2>Webhooks</h2>\n<p>What the platform POSTs to a registered endpoint for each event.</p>\n${webhooks.join('\n')}` : ''}
</main></body></html>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content ?? {};
  return `<section class="operation" id="${escape(operation.operationId ?? `${method}-${path}`)}">
<h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span>${escape(path)}</h3>
<p><span class="access">Who may call it:</span> ${withCode((operation.description ?? '').replace(/^Who may call it: /, ''))}</p>
${
  parameters.length > 0
    ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${parameters
        .map((parameter) => `<tr><td>${escape(parameter.name)}</td><td>${escape(parameter.in)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(parameter.schema ?? {}))}</code></td></tr>`)
        .join('')}</table>`
    : ''
}
${Object.entries(body)
  .map(([type, media]) => `<details><summary>Body (${escape(type)})</summary>${json(media.schema ?? {})}</details>`)
  .join('\n')}
${Object.entries(operation.responses)
  .map(([status, response]) => {
    const schema = response.content ? Object.values(response.content)[0]?.schema : undefined;
    const title = `${escape(status)}: ${escape(response.description)}`;
    return schema === undefined ? `<div>${title}</div>` : `<details><summary>${title}</summary>${json(schema)}</details>`;
  })
  .join('\n')}
</section>`;
}
