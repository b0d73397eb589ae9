import type { TagColour } from '@agency/contracts';

/**
 * Each colour of the fixed palette (decision 0134) as a light background and dark text of the same hue: every pair
 * has a contrast of at least 7:1 (WCAG AAA for text), so no choice of an administrator makes a tag unreadable.
 */
export const TAG_PALETTE: Record<TagColour, { label: string; background: string; text: string }> = {
  grey: { label: 'Grey', background: '#f1f5f9', text: '#334155' },
  red: { label: 'Red', background: '#fee2e2', text: '#991b1b' },
  orange: { label: 'Orange', background: '#ffedd5', text: '#9a3412' },
  yellow: { label: 'Yellow', background: '#fef9c3', text: '#854d0e' },
  green: { label: 'Green', background: '#dcfce7', text: '#166534' },
  teal: { label: 'Teal', background: '#ccfbf1', text: '#115e59' },
  blue: { label: 'Blue', background: '#dbeafe', text: '#1e40af' },
  purple: { label: 'Purple', background: '#f3e8ff', text: '#6b21a8' },
  pink: { label: 'Pink', background: '#fce7f3', text: '#9d174d' },
};
