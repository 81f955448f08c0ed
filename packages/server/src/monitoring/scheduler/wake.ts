import { EventEmitter } from 'node:events';

/**
 * "Check now" in this process wakes this process's schedulers, so the check is claimed at once instead of at the next
 * poll (every 2 s). Workers in other processes find it at their next poll.
 */
const dueNow = new EventEmitter();
dueNow.setMaxListeners(0);

export function announceDueNow(): void {
  dueNow.emit('due');
}

/** Returns the function that stops listening. */
export function onDueNow(listener: () => void): () => void {
  dueNow.on('due', listener);
  return () => dueNow.off('due', listener);
}
