import styled from 'styled-components';
import type { Interaction } from '@agency/contracts';
import { Badge, Heading, UserText, VisuallyHidden } from '@agency/ui';
import { CardHeader, ItemCard } from '../cards/CardList';
import { CardMenu, type CardAction } from '../cards/CardMenu';
import { BuildingIcon, PersonIcon } from '../cards/icons';
import { formatDayAndTime } from '../dates';
import { AttendanceConfirmed } from './AttendanceConfirmed';
import { isVideoLink, lengthLabel } from './interviewDetails';
import { LinkedName } from './LinkedName';
import { INTERACTION_STATUSES, INTERACTION_TYPES, InteractionTypeIcon, outcomeVariant } from './interactionTypes';
import { dueDayText } from '../tasks/TaskRow';

const Row = styled(ItemCard)`
  flex-direction: row;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The type's icon on a disc of the type's colour (the calendar's chips use the same colours). */
export const TypeDisc = styled.span<{ $background: string; $text: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The description, clamped to two lines (spec: Interactions). */
const Description = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Notes = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(6)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * One interaction (spec: Interactions): type icon, subject, status badge ('Attendance confirmed' too once the
 * candidate confirmed the interview in the portal), date ('MMM d, yyyy h:mm a'), type
 * label, the linked candidate, employer and job role title, who logged it, the description (2 lines), an
 * interview's Location and Length, Outcome and Next Steps, and its '⋯' menu.
 */
export function InteractionRow({
  interaction,
  actions,
}: {
  interaction: Interaction;
  actions: CardAction[];
}) {
  const type = INTERACTION_TYPES[interaction.type];
  const status = INTERACTION_STATUSES[interaction.status];
  const headingId = `interaction-${interaction.id}`;
  const { candidate, employer, jobRole, author, location, durationMinutes } = interaction;
  const interview = interaction.type === 'interview';
  const details = (interview && (location || durationMinutes)) || interaction.outcome || interaction.nextSteps;
  return (
    <Row aria-labelledby={headingId}>
      <TypeDisc $background={type.background} $text={type.text}>
        <InteractionTypeIcon type={interaction.type} />
      </TypeDisc>
      <Body>
        <CardHeader>
          <Title>
            <Heading as="h2" $size="md" id={headingId}>
              <UserText>{interaction.subject}</UserText>
            </Heading>
            <Badge $variant={status.badge}>{status.label}</Badge>
            {interaction.candidateConfirmed && <AttendanceConfirmed at={interaction.candidateConfirmedAt} />}
          </Title>
          <CardMenu label={`Actions for ${interaction.subject}`} actions={actions} />
        </CardHeader>
        <Meta>
          <span>
            <time dateTime={interaction.date}>{formatDayAndTime(interaction.date)}</time>
          </span>
          <span>{type.label}</span>
          {(candidate || interaction.candidateId) && (
            <span>
              <PersonIcon />
              <VisuallyHidden>Candidate: </VisuallyHidden>
              <LinkedName
                id={interaction.candidateId}
                name={candidate?.name}
                path="/manage/candidates"
                unknown="Unknown Candidate"
              />
            </span>
          )}
          {(employer || interaction.employerId) && (
            <span>
              <BuildingIcon />
              <VisuallyHidden>Employer: </VisuallyHidden>
              <LinkedName
                id={interaction.employerId}
                name={employer?.name}
                path="/manage/employers"
                unknown="Unknown Employer"
              />
            </span>
          )}
          {(jobRole || interaction.jobRoleId) && (
            <span>
              Role:{' '}
              <LinkedName
                id={interaction.jobRoleId}
                name={jobRole?.title}
                path="/manage/job-roles"
                unknown="Unknown Role"
              />
            </span>
          )}
          {author && (
            <span>
              Logged by <UserText>{author.name}</UserText>
            </span>
          )}
        </Meta>
        {interaction.description && <Description>{interaction.description}</Description>}
        {details && (
          <Notes>
            {interview && location && (
              <div>
                <dt>Location</dt>
                <dd>
                  {isVideoLink(location) ? (
                    <a href={location} target="_blank" rel="noreferrer noopener">
                      <UserText>{location}</UserText>
                    </a>
                  ) : (
                    <UserText>{location}</UserText>
                  )}
                </dd>
              </div>
            )}
            {interview && durationMinutes && (
              <div>
                <dt>Length</dt>
                <dd>{lengthLabel(durationMinutes)}</dd>
              </div>
            )}
            {interaction.outcome && (
              <div>
                <dt>Outcome</dt>
                <dd>
                  <Badge $variant={outcomeVariant(interaction.outcome)}>{interaction.outcome}</Badge>
                </dd>
              </div>
            )}
            {interaction.nextSteps && (
              <div>
                <dt>Next Steps</dt>
                <dd>
                  {interaction.nextSteps}
                  {interaction.nextStepsDue && ` (due ${dueDayText(interaction.nextStepsDue)})`}
                </dd>
              </div>
            )}
          </Notes>
        )}
      </Body>
    </Row>
  );
}
