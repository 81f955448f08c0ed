/** How often `NotificationPipeline.start()` runs a round: the delivery worker's poll interval (tests wait in multiples). */
export const ROUND_INTERVAL_MS = 1000;
