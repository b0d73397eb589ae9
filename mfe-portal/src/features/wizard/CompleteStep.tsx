import styled from 'styled-components';
import { Heading, Muted } from '@agency/ui';
import { useGetEducationQuery, useGetEmploymentQuery } from '../../shared/api/historyApi';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 0;
  & > div {
    padding: ${({ theme }) => theme.space(4)};
    @media (max-width: 30rem) {
      padding: ${({ theme }) => theme.space(3)};
    }
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.subtle};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 700;
  }
`;

const Title = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** Step 4: 'Almost Done!' with what the profile now holds, before 'Complete Profile' saves it. */
export function CompleteStep({ skills }: { skills: number }) {
  const education = useGetEducationQuery();
  const employment = useGetEmploymentQuery();
  const count = (list: readonly unknown[] | undefined) => list?.length ?? 0;
  return (
    <div>
      <Title as="h3" $size="lg">
        Almost Done!
      </Title>
      <Muted>Review what you have added, then complete your profile to see your dashboard.</Muted>
      <Counts>
        <div>
          <dt>Education entries</dt>
          <dd>{count(education.data)}</dd>
        </div>
        <div>
          <dt>Work experience entries</dt>
          <dd>{count(employment.data)}</dd>
        </div>
        <div>
          <dt>Skills</dt>
          <dd>{skills}</dd>
        </div>
      </Counts>
    </div>
  );
}
