import type { PasswordLinkPurpose } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

/**
 * The link to choose a password: a new one, to a candidate who pressed 'Forgot password?' (usable once within an
 * hour), or the first one, to a candidate who applied without having one (within 72 hours, decision 0096).
 */
export function passwordLinkEmail(link: string, purpose: PasswordLinkPurpose): EmailContent {
  if (purpose === 'set-password') {
    return renderEmail({
      subject: 'Choose a password for your TalentBridge candidate portal',
      heading: 'Choose a password for your candidate portal',
      paragraphs: [
        'Your application created a candidate portal account for this e-mail address. Choose a password to sign in from any device and follow your applications, appointments and messages.',
        'The link works once, within 72 hours. After that, use \'Forgot password?\' on the portal\'s sign-in page.',
        'If you did not apply, ignore this e-mail: nobody can sign in without the password you choose.',
      ],
      action: { label: 'Choose a password', url: link },
      footer: 'You receive this e-mail because an application was sent with this address and its portal account has no password yet.',
    });
  }
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
