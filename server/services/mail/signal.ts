import { EventEmitter } from 'node:events';

// Lets a freshly queued mail go out at once instead of at the worker's next poll. In-process only:
// another process's worker still finds the row on its next poll.
const emitter = new EventEmitter();
emitter.setMaxListeners(50);

export const signalMailQueued = () => emitter.emit('queued');
export function onMailQueued(listener: () => void): () => void {
  emitter.on('queued', listener);
  return () => emitter.off('queued', listener);
}
