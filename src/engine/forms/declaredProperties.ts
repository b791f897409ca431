import { isRecord } from './isRecord.ts';
import { objectBranches } from './objectBranches.ts';

/** A property a form declares: its schema, where it is declared, and whether a condition hides it. */
export interface DeclaredProperty {
  name: string;
  schema: Record<string, unknown>;
  /** JSON path of its declaration inside the form's `schema`, e.g. ['then', 'properties', 'otherIndustry']. */
  at: (string | number)[];
  /** Declared only in a `then`/`else`/`allOf` branch: present only for the visitors that branch applies to. */
  conditional: boolean;
}

/**
 * Every property an object schema declares, in its own `properties` or in a conditional branch
 * (`then`, `else`, `allOf`, to any depth) — the same places effectiveShape reads. A property
 * declared both ways is not conditional; its own declaration comes first.
 */
export function declaredProperties(schema: unknown): DeclaredProperty[] {
  const found = new Map<string, DeclaredProperty>();
  for (const { part, at, conditional } of objectBranches(schema)) {
    if (!isRecord(part.properties)) continue;
    for (const [name, property] of Object.entries(part.properties)) {
      if (!isRecord(property) || found.has(name)) continue;
      found.set(name, { name, schema: property, at: [...at, 'properties', name], conditional });
    }
  }
  return [...found.values()];
}

/** Each declared property's schema by its name (see declaredProperties), for looking fields up one by one. */
export function declaredSchemas(schema: unknown): Map<string, Record<string, unknown>> {
  return new Map(declaredProperties(schema).map((property) => [property.name, property.schema]));
}

/** Names of the properties only a condition shows (see declaredProperties). */
export function conditionalNames(schema: unknown): Set<string> {
  return new Set(
    declaredProperties(schema)
      .filter((property) => property.conditional)
      .map((property) => property.name),
  );
}
