import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, Card, Container, Heading, Muted } from '@agency/ui';
import { Footer } from '../landing/Footer';
import { Header, type NavItem } from '../landing/Header';

/** The about page's links (spec: about page): home and two landing sections; no candidate portal button. */
const ABOUT_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/#services' },
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

const CallToAction = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  text-align: center;
  p { margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(6)}`}; }
`;

const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonStyles}
`;

const differentiators = [
  ['Personal touch', 'Every candidate and every client works with a recruiter who knows them.'],
  ['Deep industry expertise', 'Technology, hospitality and executive leadership are the fields we know best.'],
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
 * The about page of this slice: the mission, what sets the agency apart, the process and the values. The
 * team, the origin story and the contact details come with the about page's own issue.
 */
export function AboutPage() {
  return (
    <>
      <Header nav={ABOUT_NAV} candidatePortal={false} />
      <main>
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
          <Block aria-labelledby="different-title">
            <Heading id="different-title">What makes us different</Heading>
            <Items items={differentiators} />
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
            <Muted>See the roles we are recruiting for right now.</Muted>
            <ButtonLink to="/">Browse Jobs</ButtonLink>
          </Container>
        </CallToAction>
      </main>
      <Footer />
    </>
  );
}
