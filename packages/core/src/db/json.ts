/** The value of a jsonb column as both drivers take it: a JSON text (so a string stays a JSON string). */
export function json(value: unknown): string {
  return JSON.stringify(value ?? null);
}
