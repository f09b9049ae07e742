/** Spec 8: the most news items one performance call may ask for. */
export const MAX_PERFORMANCE_BATCH = 40;
