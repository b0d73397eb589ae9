import styled from 'styled-components';
import { Card, Container, Heading, Muted } from '@agency/ui';
import { CONTACT, phoneHref } from '../contact/details';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  scroll-margin-top: ${({ theme }) => theme.space(4)};
  dl {
    margin: ${({ theme }) => `${theme.space(8)} 0 0`};
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  dt {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** 'Contact' (spec: landing page, section 6): e-mail, phone and address; the header's Contact link lands here. */
export function ContactSection() {
  return (
    <Section id="contact" aria-labelledby="contact-title">
      <Container>
        <Heading id="contact-title" style={{ textAlign: 'center' }}>
          Get in Touch
        </Heading>
        <Muted style={{ textAlign: 'center', marginTop: '0.5rem' }}>
          Looking for your next role or your next hire? We answer every message within 24 hours.
        </Muted>
        <dl>
          <Card>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
          </Card>
          <Card>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref}>{CONTACT.phone}</a>
            </dd>
          </Card>
          <Card>
            <dt>Office</dt>
            <dd>
              <address style={{ fontStyle: 'normal' }}>
                {CONTACT.address.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </Card>
        </dl>
      </Container>
    </Section>
  );
}
