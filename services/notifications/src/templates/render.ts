import { MERGE_FIELD_PATTERN, type EmailTemplate, type MergeField, type MergeValues } from '@agency/contracts';
import { renderEmail, type EmailContent } from '../emails/layout';

export type MergeData = MergeValues & { recruiterName: string; agencyName: string };

/** The text with each `{{field}}` replaced by its value (an unknown one, refused on save, is left as written). */
export function merge(text: string, data: MergeData): string {
  return text.replace(MERGE_FIELD_PATTERN, (written, name: string) => (name in data ? data[name as MergeField] : written));
}

/**
 * A template made into an e-mail for one candidate (decision 0137). The body is plain text: merged, then split into
 * paragraphs, each escaped in the HTML part by the layout, so a name like `<b>Eve</b>` arrives as text. The
 * footer says how to stop these e-mails (the unsubscribe link travels in the List-Unsubscribe header too).
 */
export function renderTemplate(template: Pick<EmailTemplate, 'subject' | 'body'>, data: MergeData): EmailContent {
  const subject = merge(template.subject, data).replace(/[\r\n]+/g, ' ');
  const paragraphs = merge(template.body, data)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return renderEmail({
    subject,
    heading: subject,
    paragraphs,
    footer: `You receive this e-mail because you are registered with ${data.agencyName}. Turn these e-mails off with the unsubscribe link of your mail client, or under E-mail Preferences in your candidate portal.`,
  });
}
