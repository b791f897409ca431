import defaults from './limits.json' with { type: 'json' };

export type Limits = Omit<typeof defaults, '$comment'>;
export type LimitName = keyof Limits;

/** LIMIT_ plus the name in capitals: analysesPerWindow -> LIMIT_ANALYSES_PER_WINDOW. */
export function limitEnvName(name: LimitName): string {
  return `LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

export const defaultLimits: Limits = (() => {
  const { $comment: _comment, ...limits } = defaults;
  return limits;
})();

/** The defaults from limits.json, each overridable by its environment variable (a positive whole number). */
export function readLimits(env: Readonly<Record<string, string | undefined>>): Limits {
  const limits = { ...defaultLimits };
  for (const name of Object.keys(limits) as LimitName[]) {
    const raw = env[limitEnvName(name)];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${limitEnvName(name)} must be a positive whole number, not "${raw}"`);
    limits[name] = value;
  }
  return limits;
}
