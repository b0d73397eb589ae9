import type { SavedSearchMatched } from '@agency/contracts';
import { renderEmail, type EmailContent } from '../emails/layout';

/**
 * To the owner of a saved search with an alert (decision 0136): the new candidates that match it, by name (the
 * first SAVED_SEARCH_ALERT_MATCHES_MAX), and a link back to the candidate list with the search applied.
 */
export function savedSearchAlertEmail(alert: SavedSearchMatched, publicUrl: string): EmailContent {
  const count = alert.total === 1 ? '1 new candidate matches' : `${alert.total} new candidates match`;
  const more = alert.total - alert.matches.length;
  return renderEmail({
    subject: `${count} "${alert.name}"`,
    heading: `${count} your saved search "${alert.name}"`,
    paragraphs: [
      `Added since the last alert: ${alert.matches.map((match) => match.name).join(', ')}${more > 0 ? `, and ${more} more` : ''}.`,
      'Open the search in the CRM to see them with their details.',
    ],
    action: { label: 'Open the search', url: `${publicUrl}/manage/candidates${alert.query ? `?${alert.query}` : ''}` },
    footer: `You receive this e-mail because you set a ${alert.alert} alert on the saved search "${alert.name}". Change or turn it off under 'Saved searches' in the CRM's sidebar.`,
  });
}
