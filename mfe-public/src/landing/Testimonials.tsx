import styled from 'styled-components';
import { Card, Container, Heading, Muted } from '@agency/ui';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  background: ${({ theme }) => theme.colors.subtle};
  ul {
    list-style: none;
    margin: ${({ theme }) => `${theme.space(8)} 0 0`};
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.6;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(4)};
    font-weight: 600;
  }
`;

/** What placed candidates and partner employers say (spec: landing page, section 5). */
const testimonials = [
  {
    quote: 'TalentBridge understood what our engineering team needed better than any agency before. Two excellent hires in six weeks.',
    name: 'Priya Shah',
    role: 'CTO, Northwind Technologies',
  },
  {
    quote: 'My recruiter prepared me for every interview and was honest about each offer. I started my dream role within a month.',
    name: 'Daniel Okafor',
    role: 'Senior Backend Engineer',
  },
  {
    quote: 'For our new restaurant they found a head chef and a whole kitchen brigade who share our standards. A true partner.',
    name: 'Sophie Laurent',
    role: 'Owner, Maison Verte',
  },
] as const;

export function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <Heading id="testimonials-title" style={{ textAlign: 'center' }}>
          What Our Clients Say
        </Heading>
        <ul>
          {testimonials.map((item) => (
            <li key={item.name}>
              <Card as="figure" style={{ height: '100%', margin: 0 }}>
                <blockquote>“{item.quote}”</blockquote>
                <figcaption>
                  {item.name}
                  <Muted as="span" style={{ display: 'block', fontWeight: 400 }}>
                    {item.role}
                  </Muted>
                </figcaption>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
