import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, Card, Container, Heading, MAIN_ID, Muted, useDocumentTitle } from '@agency/ui';
import { CONTACT } from '../contact/details';
import { Footer } from '../landing/Footer';
import { Header, type NavItem } from '../landing/Header';
import { useScrollToHash } from '../landing/useScrollToHash';

/**
 * The about page's links (spec: about page): Home, the landing page's services, and Contact, which is the
 * contact details at the end of this page; no candidate portal button.
 */
const ABOUT_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/#services' },
  { label: 'Contact', to: '/about#contact' },
];

const Intro = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  p { margin-top: ${({ theme }) => theme.space(4)}; max-width: 44rem; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Block = styled.section`
  padding: ${({ theme }) => `${theme.space(12)} 0 0`};
  ul, ol {
    margin: ${({ theme }) => `${theme.space(6)} 0 0`};
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

const PartnerRole = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  max-width: 48rem;
  line-height: 1.7;
`;

const CallToAction = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0 ${theme.space(8)}`};
  text-align: center;
  p { margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(6)}`}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const ContactDetails = styled.section`
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(16)}`};
  scroll-margin-top: ${({ theme }) => theme.space(4)};
  text-align: center;
  dl {
    margin: ${({ theme }) => `${theme.space(4)} 0 0`};
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(10)}`};
  }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonStyles}
`;

const differentiators = [
  ['Personal touch', 'Every candidate and every client works with a recruiter who knows them.'],
  ['Deep industry expertise', 'Across technology, hospitality and executive leadership: the fields we have worked in ourselves.'],
  ['Long-term relationships', 'We stay in touch after the placement, with candidates and with clients.'],
  ['Transparent communication', 'You always know where a search or an application stands.'],
  ['Quality over quantity', 'A short list of the right people rather than a pile of CVs.'],
] as const;

const process = [
  ['Discovery', 'We learn what the role, the team or the candidate really needs.'],
  ['Sourcing', 'We search our network and the market for the people who fit.'],
  ['Matching and vetting', 'We interview, check and compare before anyone is introduced.'],
  ['Guided connections', 'We arrange and prepare the introductions and the interviews.'],
  ['Ongoing partnership', 'We stay involved after the start date.'],
] as const;

const values = [
  ['Authenticity', 'Honest advice, even when it is not what someone hoped to hear.'],
  ['Excellence', 'High standards for every search, however small.'],
  ['Growth', 'Careers and companies that grow together.'],
] as const;

/** The three partners (spec: about page, team section). */
const team = [
  [
    'Eleanor Hughes',
    'Managing Partner',
    'Twelve years recruiting engineering leaders for scale-ups before she founded TalentBridge in 2015. Eleanor leads our technology practice.',
  ],
  [
    'Marcus Bell',
    'Partner, Hospitality',
    'A former head chef and group operations director, Marcus knows from the kitchen up what makes a hospitality team work.',
  ],
  [
    'Amara Osei',
    'Partner, Executive Search',
    'Amara has placed chief executives, finance directors and board members across the UK and Europe, discreetly and for the long term.',
  ],
] as const;

function Items({ items, ordered = false }: { items: readonly (readonly [string, string])[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map(([title, text], i) => (
        <li key={title}>
          <Card style={{ height: '100%' }}>
            <h3>{ordered ? `${i + 1}. ${title}` : title}</h3>
            <Muted>{text}</Muted>
          </Card>
        </li>
      ))}
    </List>
  );
}

/**
 * The about page (spec: about page): mission and origin story, five differentiators, the team, the
 * five-step process, three values, a call to action ('Browse Jobs', 'Get in Touch' leading to the contact
 * details below it) and the contact e-mail and phone as plain text.
 */
export function AboutPage() {
  useDocumentTitle('About · TalentBridge');
  useScrollToHash();
  return (
    <>
      <Header nav={ABOUT_NAV} candidatePortal={false} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Intro>
          <Container>
            <Heading as="h1" $size="xxl">
              About TalentBridge
            </Heading>
            <Muted>
              Our mission is to connect good people with good employers, personally: a recruitment partner for technology,
              hospitality and executive leadership that treats every search as a relationship, not a transaction.
            </Muted>
          </Container>
        </Intro>
        <Container>
          <Block aria-labelledby="story-title">
            <Heading id="story-title">Our story</Heading>
            <Story>
              <p>
                TalentBridge began in 2015 in a small office in Leeds, when two recruiters tired of CV mills decided to do it
                differently: fewer candidates, better introductions, and a phone call instead of an automated rejection.
              </p>
              <p>
                A decade later we are a team of specialist recruiters working with more than 150 partner companies, from
                start-ups hiring their first engineer to hotel groups and boards looking for their next leader. What has not
                changed is how we work: every search is personal, and every person we meet is more than a CV.
              </p>
            </Story>
          </Block>
          <Block aria-labelledby="different-title">
            <Heading id="different-title">What makes us different</Heading>
            <Items items={differentiators} />
          </Block>
          <Block aria-labelledby="team-title">
            <Heading id="team-title">Meet the partners</Heading>
            <ul>
              {team.map(([name, role, biography]) => (
                <li key={name}>
                  <Card style={{ height: '100%' }}>
                    <h3>{name}</h3>
                    <PartnerRole>{role}</PartnerRole>
                    <Muted>{biography}</Muted>
                  </Card>
                </li>
              ))}
            </ul>
          </Block>
          <Block aria-labelledby="process-title">
            <Heading id="process-title">How we work</Heading>
            <Items items={process} ordered />
          </Block>
          <Block aria-labelledby="values-title">
            <Heading id="values-title">Our values</Heading>
            <Items items={values} />
          </Block>
        </Container>
        <CallToAction>
          <Container>
            <Heading>Ready for your next step?</Heading>
            <Muted>See the roles we are recruiting for right now, or talk to us about your own search.</Muted>
            <Actions>
              <ButtonLink to="/">Browse Jobs</ButtonLink>
              <ButtonLink to="/about#contact" $variant="outline">
                Get in Touch
              </ButtonLink>
            </Actions>
          </Container>
        </CallToAction>
        <ContactDetails id="contact" aria-labelledby="about-contact-title">
          <Container>
            <Heading id="about-contact-title" $size="xl">
              Contact us
            </Heading>
            <dl>
              <div>
                <dt>Email</dt>
                <dd>{CONTACT.email}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{CONTACT.phone}</dd>
              </div>
            </dl>
          </Container>
        </ContactDetails>
      </main>
      <Footer />
    </>
  );
}
