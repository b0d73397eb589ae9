import type { Availability } from '@agency/contracts';

const LABELS: Record<Availability, string> = {
  available: 'Available',
  in_process: 'In Process',
  placed: 'Placed',
  not_available: 'Not Available',
};

/** An availability as people read it; a missing or unknown value reads 'Available' (spec section 3). */
export function availabilityLabel(value: string | null | undefined): string {
  return LABELS[value as Availability] ?? LABELS.available;
}
