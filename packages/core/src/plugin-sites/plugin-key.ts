/** The length of the key a plugin site expects in our syncs (its settings page shows it). */
export const PLUGIN_KEY_MIN_LENGTH = 16;
export const PLUGIN_KEY_MAX_LENGTH = 500;
