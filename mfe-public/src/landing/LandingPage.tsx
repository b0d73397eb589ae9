import styled from 'styled-components';
import { buttonStyles, Container } from '@agency/ui';
import { Header } from './Header';
import { OpenPositions } from './OpenPositions';

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

const HeroAction = styled.a<{ $variant?: 'primary' }>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(8)};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  border-color: #fff;
  &:hover { background: #e0e7ff; }
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

const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.space(8)} 0`};
  background: ${({ theme }) => theme.colors.text};
  color: #cbd5e1;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The agency's marketing figures are fixed text (spec section 1). */
const figures = [
  ['500+', 'Successful placements'],
  ['150+', 'Partner companies'],
  ['95%', 'Client satisfaction'],
  ['24h', 'Average response time'],
] as const;

export function LandingPage() {
  return (
    <>
      <Header />
      <main>
        <Hero>
          <Container>
            <h1>The right people for the roles that matter</h1>
            <p>A personal recruitment partner for technology, hospitality and executive leadership.</p>
            <HeroAction href="#positions">Find Your Role</HeroAction>
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
      </main>
      <Footer>© 2025 TalentBridge. All rights reserved.</Footer>
    </>
  );
}
