import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Employer } from '@agency/contracts';
import { Badge, Heading, Muted, UserText } from '@agency/ui';
import { CardMenu } from '../../shared/cards/CardMenu';
import { CardHeader, Details, ItemCard } from '../../shared/cards/CardList';
import { GlobeIcon, MailIcon, PersonIcon, PhoneIcon, PinIcon } from '../../shared/cards/icons';
import { employerStatus } from '../../shared/employers/status';
import { employerPath } from '../../shared/records/paths';

const Industry = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A website as typed ('northwind.example') made into a link that leaves the CRM. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The address without its scheme and trailing slash, as people write it. */
const websiteText = (website: string) => website.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * One employer (spec: Employers): name, industry (or 'No industry specified'), status badge, contact
 * email and phone, location, website link and 'Contact: {contact person}', with its Edit/Delete menu.
 */
export function EmployerCard({
  employer,
  onEdit,
  onDelete,
}: {
  employer: Employer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = employerStatus(employer.status);
  const headingId = `employer-${employer.id}`;
  return (
    <ItemCard aria-labelledby={headingId}>
      <CardHeader>
        <div>
          <Heading as="h2" $size="lg" id={headingId}>
            <Link to={employerPath(employer.id)}>
              <UserText>{employer.name}</UserText>
            </Link>
          </Heading>
          <Industry>
            <UserText>{employer.industry || 'No industry specified'}</UserText>
          </Industry>
        </div>
        <Badge $variant={status.badge}>{status.label}</Badge>
        <CardMenu
          label={`Actions for ${employer.name}`}
          actions={[
            { label: 'Edit', onSelect: onEdit },
            { label: 'Delete', onSelect: onDelete, destructive: true },
          ]}
        />
      </CardHeader>
      <Details>
        {employer.contactEmail && (
          <li>
            <MailIcon />
            <a href={`mailto:${employer.contactEmail}`}>{employer.contactEmail}</a>
          </li>
        )}
        {employer.contactPhone && (
          <li>
            <PhoneIcon />
            <a href={`tel:${employer.contactPhone.replace(/[^\d+]/g, '')}`}>{employer.contactPhone}</a>
          </li>
        )}
        {employer.location && (
          <li>
            <PinIcon />
            <span>
              <UserText>{employer.location}</UserText>
            </span>
          </li>
        )}
        {employer.website && (
          <li>
            <GlobeIcon />
            <a href={websiteHref(employer.website)} target="_blank" rel="noopener noreferrer">
              {websiteText(employer.website)}
            </a>
          </li>
        )}
        {employer.contactPerson && (
          <li>
            <PersonIcon />
            <span>
              Contact: <UserText>{employer.contactPerson}</UserText>
            </span>
          </li>
        )}
      </Details>
    </ItemCard>
  );
}
