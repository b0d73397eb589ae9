import { EngagementEvents, InteractionSnapshot, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { TaskStore } from './store';

/**
 * The interactions' next steps, followed from their events: the interaction's own write makes its task at once, and
 * this makes it should the process have stopped between the two writes (decision 0135). Repeats change nothing.
 */
export function interactionTasks(tasks: TaskStore): Projection {
  return {
    name: 'engagement-interaction-tasks', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [EngagementEvents.interactionCreated, EngagementEvents.interactionUpdated, EngagementEvents.interactionDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === EngagementEvents.interactionDeleted) return tasks.forgetInteraction(event.aggregateId);
      const interaction = InteractionSnapshot.safeParse(event.data);
      if (interaction.success) await tasks.followInteraction(interaction.data, event.version);
    },
  };
}
