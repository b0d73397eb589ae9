import styled from 'styled-components';

const Bar = styled.footer`
  padding: ${({ theme }) => `${theme.space(8)} 0`};
  background: ${({ theme }) => theme.colors.text};
  color: #cbd5e1;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function Footer() {
  return <Bar>© 2025 TalentBridge. All rights reserved.</Bar>;
}
