import type { PasswordLinkRequested } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

type Link = Pick<PasswordLinkRequested, 'account' | 'purpose'>;

/**
 * The link to choose a password (decisions 0095, 0096, 0100): a new one after 'Forgot password?' (usable once within
 * an hour), a candidate's first after applying, or a team member's first after an administrator's invitation (within
 * 72 hours).
 */
export function passwordLinkEmail(url: string, { account, purpose }: Link): EmailContent {
  if (account === 'client') return clientPasswordLinkEmail(url, purpose);
  if (account === 'staff' && purpose === 'invitation') {
    return renderEmail({
      subject: 'You are invited to the TalentBridge CRM',
      heading: 'Join the TalentBridge team',
      paragraphs: [
        'An administrator added you to the TalentBridge CRM, where the team manages candidates, employers and roles.',
        'Choose your password to sign in. The link works once, within 72 hours; after that, ask an administrator to invite you again or use \'Forgot password?\' on the sign-in page.',
      ],
      action: { label: 'Choose your password', url },
      footer: 'You receive this e-mail because an administrator of TalentBridge added this address to the team.',
    });
  }
  if (account === 'staff') {
    return renderEmail({
      subject: 'Choose a new password for the TalentBridge CRM',
      heading: 'Choose a new password',
      paragraphs: [
        'Someone, probably you, asked for a link to choose a new password for your TalentBridge CRM account.',
        'The link works once, within 60 minutes. Choosing a password signs you out everywhere else.',
        'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url },
      footer: 'You receive this e-mail because a new password was asked for on the team\'s sign-in page.',
    });
  }
  if (purpose === 'set-password') {
    return renderEmail({
      subject: 'Choose a password for your TalentBridge candidate portal',
      heading: 'Choose a password for your candidate portal',
      paragraphs: [
        'Your application created a candidate portal account for this e-mail address. Choose a password to sign in from any device and follow your applications, appointments and messages.',
        'The link works once, within 72 hours. After that, use \'Forgot password?\' on the portal\'s sign-in page.',
        'If you did not apply, ignore this e-mail: nobody can sign in without the password you choose.',
      ],
      action: { label: 'Choose a password', url },
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
    action: { label: 'Choose a new password', url },
    footer: 'You receive this e-mail because a new password was asked for on the candidate portal\'s sign-in page.',
  });
}

/** An employer contact's link to the client portal (decision 0130): their first, from a recruiter's invitation, or a new one. */
function clientPasswordLinkEmail(url: string, purpose: Link['purpose']): EmailContent {
  if (purpose === 'invitation') {
    return renderEmail({
      subject: 'You are invited to the TalentBridge client portal',
      heading: 'Your client portal',
      paragraphs: [
        'Your recruiter at TalentBridge invited you to the client portal, where you see your company\'s open roles and the candidates put forward for them.',
        'Choose your password to sign in. The link works once, within 72 hours; after that, ask your recruiter to invite you again or use \'Forgot password?\' on the portal\'s sign-in page.',
      ],
      action: { label: 'Choose your password', url },
      footer: 'You receive this e-mail because a recruiter of TalentBridge invited this address as a contact of your company.',
    });
  }
  return renderEmail({
    subject: 'Choose a new password for the TalentBridge client portal',
    heading: 'Choose a new password',
    paragraphs: [
      'Someone, probably you, asked for a link to choose a new password for the TalentBridge client portal.',
      'The link works once, within 60 minutes.',
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
    footer: 'You receive this e-mail because a new password was asked for on the client portal\'s sign-in page.',
  });
}
