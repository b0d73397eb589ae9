/** The agency's contact details, shown on the landing page's contact section and the about page. */
export const CONTACT = {
  email: 'hello@talentbridge.co.uk',
  phone: '+44 20 7946 0321',
  address: ['TalentBridge Recruitment', '24 Wellington Place', 'Leeds LS1 4AP', 'United Kingdom'],
} as const;

/** The phone number as a `tel:` address (digits and the leading +). */
export const phoneHref = `tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`;
