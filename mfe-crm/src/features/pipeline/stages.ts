import type { Placement, PlacementStage } from '@agency/contracts';

/** The board's columns, in the spec's order (Pipeline: five columns). */
export const STAGES: readonly { value: PlacementStage; label: string }[] = [
  { value: 'lead', label: 'Leads' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'proposal', label: 'Proposal' },
  { value: 'closed_won', label: 'Closed Won' },
  { value: 'closed_lost', label: 'Closed Lost' },
];

export function stageLabel(stage: PlacementStage): string {
  return STAGES.find((entry) => entry.value === stage)?.label ?? stage;
}

/** The sum of the values (cents) of some placements; a placement without a value counts as 0. */
export function sumOfValues(placements: readonly Placement[]): number {
  return placements.reduce((sum, placement) => sum + (placement.value ?? 0), 0);
}

/** 'N opportunities' of a column (spec: Pipeline), '1 opportunity' for one. */
export function opportunities(count: number): string {
  return `${count} ${count === 1 ? 'opportunity' : 'opportunities'}`;
}
