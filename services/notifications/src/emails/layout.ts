import escapeHtml from 'escape-html';

/** An e-mail's content: a text and an HTML part from the same pieces. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailParts {
  subject: string;
  heading: string;
  /** Plain paragraphs: every value in them is escaped in the HTML part. */
  paragraphs: string[];
  /** Label: value rows (a lead's details). */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Why the reader gets this e-mail, and how to stop it when it is not transactional. */
  footer: string;
}

// The product's look (libs/ui theme): a navy band, system fonts, a navy button. Inline styles and a table:
// what mail clients render.
const NAVY = '#1e3a8a';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function renderEmail(parts: EmailParts): EmailContent {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(parts.details?.length ? [''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    '—',
    parts.footer,
    '',
  ].join('\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const details = parts.details?.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${parts.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:${NAVY};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:${FONT};color:#111827">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${NAVY};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">TalentBridge</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map(paragraph).join('\n')}
${details}${action}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;color:#6b7280;font-size:13px;line-height:1.5">${escapeHtml(parts.footer)}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject: parts.subject, text, html };
}
