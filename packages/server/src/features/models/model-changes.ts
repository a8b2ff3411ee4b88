import type { EventRepository } from '../events/repository.js';

/** Tells the open screens of a workspace that a model changed (they refetch that model's queries on the next poll). */
export class ModelChanges {
  constructor(private readonly events: EventRepository) {}

  async modelUpdated(workspaceId: string, modelId: string): Promise<void> {
    await this.events.add({ type: 'MODEL_UPDATED', userId: null, workspaceId, payload: { modelId } });
  }
}
