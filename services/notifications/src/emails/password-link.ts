import { renderEmail, type EmailContent } from './layout';

/** To a candidate who pressed 'Forgot password?': the link to choose a new password, usable once within an hour. */
export function passwordLinkEmail(link: string): EmailContent {
  return renderEmail({
    subject: 'Choose a new password for your TalentBridge candidate portal',
    heading: 'Choose a new password',
    paragraphs: [
      'Someone, probably you, asked for a link to choose a new password for your candidate portal.',
      'The link works once, within 60 minutes. Choosing a password signs you out everywhere else.',
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
    footer: 'You receive this e-mail because a new password was asked for on the candidate portal\'s sign-in page.',
  });
}
