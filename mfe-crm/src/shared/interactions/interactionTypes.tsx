import type { ReactNode } from 'react';
import type { InteractionStatus, InteractionType } from '@agency/contracts';
import { LineIcon } from '../cards/icons';
import type { Option } from '../forms/OptionSelect';

/** What each type reads as, and its colours: a type icon's disc on the list, a chip on the calendar. */
export const INTERACTION_TYPES: Record<InteractionType, { label: string; background: string; text: string }> =
  {
    call: { label: 'Call', background: '#dbeafe', text: '#1e3a8a' },
    email: { label: 'Email', background: '#ede9fe', text: '#5b21b6' },
    meeting: { label: 'Meeting', background: '#dcfce7', text: '#166534' },
    interview: { label: 'Interview', background: '#fef3c7', text: '#92400e' },
    follow_up: { label: 'Follow-up', background: '#fce7f3', text: '#9d174d' },
  };

export const INTERACTION_TYPE_OPTIONS: readonly Option[] = Object.entries(INTERACTION_TYPES).map(
  ([value, { label }]) => ({
    value,
    label,
  }),
);

/** Each status's label and badge: scheduled stands out (it still needs doing), cancelled recedes. */
export const INTERACTION_STATUSES: Record<
  InteractionStatus,
  { label: string; badge: 'default' | 'outline' | 'secondary' }
> = {
  scheduled: { label: 'Scheduled', badge: 'default' },
  completed: { label: 'Completed', badge: 'outline' },
  cancelled: { label: 'Cancelled', badge: 'secondary' },
};

export const INTERACTION_STATUS_OPTIONS: readonly Option[] = Object.entries(INTERACTION_STATUSES).map(
  ([value, { label }]) => ({ value, label }),
);

/** Suggestions for the free-text outcome; 'positive' and 'negative' get their own badge style. */
export const OUTCOME_SUGGESTIONS = ['positive', 'neutral', 'negative'] as const;

/** The outcome badge's style: positive = default, negative = destructive, anything else secondary. */
export function outcomeVariant(outcome: string): 'default' | 'destructive' | 'secondary' {
  const value = outcome.trim().toLowerCase();
  return value === 'positive' ? 'default' : value === 'negative' ? 'destructive' : 'secondary';
}

/** The type icons: the cards' line icons, a size larger. */
const Icon = ({ children }: { children: ReactNode }) => <LineIcon size={18}>{children}</LineIcon>;

const ICONS: Record<InteractionType, ReactNode> = {
  call: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  meeting: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 21a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 7" />
    </>
  ),
  interview: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  follow_up: (
    <>
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </>
  ),
};

/** The type's icon (decorative: its label is always shown next to it). */
export function InteractionTypeIcon({ type }: { type: InteractionType }) {
  return <Icon>{ICONS[type]}</Icon>;
}
