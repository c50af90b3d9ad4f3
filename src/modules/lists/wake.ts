/**
 * A change that queued alerts wakes the alert job at once instead of waiting for its
 * next minute. The running server registers the job (app/jobs.ts); elsewhere (tests,
 * scripts) nothing is registered and the queue waits for an explicit processVarietyChanges().
 */
let wake: (() => void) | undefined;

export function onAlertsQueued(listener: (() => void) | undefined): void {
  wake = listener;
}

export function alertsQueued(): void {
  wake?.();
}
