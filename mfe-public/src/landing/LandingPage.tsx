import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, Card, Container, Heading, MAIN_ID, Muted, useDocumentTitle } from '@agency/ui';
import { LoadWhenOpened } from '../dialogs/LoadWhenOpened';
import { ExitIntentOffer } from '../exit-intent/ExitIntentOffer';
import { ContactSection } from './ContactSection';
import { Footer } from './Footer';
import { Header } from './Header';
import { OpenPositions } from './OpenPositions';
import { Testimonials } from './Testimonials';
import { useScrollToHash } from './useScrollToHash';

const EmployerRegistrationDialog = lazy(() =>
  import('../employers/EmployerRegistrationDialog').then((module) => ({ default: module.EmployerRegistrationDialog })),
);

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #312e81);
  color: #fff;
  padding: ${({ theme }) => `${theme.space(20)} 0`};
  h1 {
    font-size: clamp(2rem, 5vw, ${({ theme }) => theme.font.size.hero});
    line-height: 1.15;
    max-width: 40rem;
  }
  p {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
    max-width: 36rem;
    color: #e0e7ff;
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** A light button on the dark hero (a link to the jobs board); the focus ring stays visible on the navy background. */
const HeroButton = styled(Link)<{ $variant?: 'primary' }>`
  ${buttonStyles}
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  border-color: #fff;
  &:hover:not(:disabled) { background: #e0e7ff; }
  &:focus-visible { outline-color: #fff; }
`;

/** The second hero button: outlined in white on the navy background. */
const HeroOutlineButton = styled(Button)`
  background: transparent;
  color: #fff;
  border-color: #fff;
  &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
  &:focus-visible { outline-color: #fff; }
`;

const Stats = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    gap: ${({ theme }) => theme.space(6)};
    margin: 0;
    padding: ${({ theme }) => `${theme.space(10)} 0`};
    text-align: center;
  }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.font.size.xxl}; font-weight: 800; color: ${({ theme }) => theme.colors.primary}; }
  div { display: flex; flex-direction: column-reverse; }
`;

const Services = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  scroll-margin-top: ${({ theme }) => theme.space(4)};
  ul {
    list-style: none;
    margin: ${({ theme }) => `${theme.space(8)} 0 0`};
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

/** The agency's marketing figures are fixed text (spec section 1). */
const figures = [
  ['500+', 'Successful placements'],
  ['150+', 'Partner companies'],
  ['95%', 'Client satisfaction'],
  ['24h', 'Average response time'],
] as const;

/** The three services the spec names. */
const services = [
  ['Talent Matching', 'We get to know candidates and employers in person, and introduce the people who fit.'],
  ['Executive Search', 'Discreet searches for senior and leadership roles, from long list to signed offer.'],
  ['Career Development', 'Guidance for candidates on their CV, interviews and the next step in their career.'],
] as const;

/**
 * The landing page (spec: landing page): header, hero, current open positions, figures, services,
 * testimonials, contact and footer, in that order; 'For Employers' opens the employer registration, and
 * the exit-intent offer waits for the pointer to leave through the top of the window.
 */
export function LandingPage() {
  useDocumentTitle('TalentBridge — Recruitment Agency');
  useScrollToHash();
  const [registering, setRegistering] = useState(false);
  return (
    <>
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        <Hero>
          <Container>
            <h1>The right people for the roles that matter</h1>
            <p>A personal recruitment partner for technology, hospitality and executive leadership.</p>
            <HeroActions>
              <HeroButton to="/jobs">Find Your Role</HeroButton>
              <HeroOutlineButton onClick={() => setRegistering(true)}>For Employers</HeroOutlineButton>
            </HeroActions>
          </Container>
        </Hero>
        <OpenPositions />
        <Stats aria-label="Our track record">
          <Container>
            <dl>
              {figures.map(([value, label]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </Stats>
        <Services id="services" aria-labelledby="services-title">
          <Container>
            <Heading id="services-title" style={{ textAlign: 'center' }}>
              Our Services
            </Heading>
            <ul>
              {services.map(([title, text]) => (
                <li key={title}>
                  <Card style={{ height: '100%' }}>
                    <h3>{title}</h3>
                    <Muted>{text}</Muted>
                  </Card>
                </li>
              ))}
            </ul>
          </Container>
        </Services>
        <Testimonials />
        <ContactSection />
      </main>
      <Footer />
      <LoadWhenOpened open={registering}>
        <EmployerRegistrationDialog open={registering} onOpenChange={setRegistering} />
      </LoadWhenOpened>
      <ExitIntentOffer />
    </>
  );
}
