/** Pretty JSON, for prompts that want structured data verbatim. */
export function json(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}
