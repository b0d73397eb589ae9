import { Availability } from '@agency/contracts';

const LABELS: Record<Availability, string> = {
  available: 'Available',
  in_process: 'In Process',
  placed: 'Placed',
  not_available: 'Not Available',
};

/** The availability choices of the candidate form, in the spec's order (available, the default, first). */
export const AVAILABILITY_OPTIONS = Availability.options.map((value) => ({ value, label: LABELS[value] }));

/** An availability as people read it; a missing or unknown value reads 'Available' (spec section 3). */
export function availabilityLabel(value: string | null | undefined): string {
  return LABELS[value as Availability] ?? LABELS.available;
}

/** The badge style: available stands out; in process, placed and not available are quieter. */
export function availabilityBadge(value: string | null | undefined): 'default' | 'secondary' | 'outline' {
  const label = availabilityLabel(value);
  return label === LABELS.available ? 'default' : label === LABELS.not_available ? 'outline' : 'secondary';
}
