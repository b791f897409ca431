import type { ProviderSettings } from '../../content/types.ts';

export type ModelFamily = ProviderSettings['modelFamilies'][number];

/** What a model accepts once its family is known: every field set, nothing left to guess. */
export interface ModelParameters {
  tokenLimit: NonNullable<ModelFamily['tokenLimit']>;
  temperature?: number;
  reasoningEffort?: NonNullable<ModelFamily['reasoningEffort']>;
  reasoningTokens: number;
  structured: boolean;
}

/**
 * A model no family names gets the request every current chat model takes: the newer token-limit
 * name, the vendor's default temperature and reasoning, and a plain-text answer for the heading parser.
 */
const unknownModel: ModelParameters = { tokenLimit: 'max_completion_tokens', reasoningTokens: 0, structured: false };

/** The first family with a prefix the model's name starts with (case-insensitive), or null. */
function familyOf(model: string, families: readonly ModelFamily[]): ModelFamily | null {
  const name = model.toLowerCase();
  return families.find((family) => family.match.some((prefix) => name.startsWith(prefix.toLowerCase()))) ?? null;
}

/** The parameters to send to `model`, from its family in content. */
export function modelParameters(model: string, families: readonly ModelFamily[]): ModelParameters {
  const family = familyOf(model, families);
  if (!family) return unknownModel;
  return {
    tokenLimit: family.tokenLimit ?? unknownModel.tokenLimit,
    ...(family.temperature !== undefined ? { temperature: family.temperature } : {}),
    ...(family.reasoningEffort !== undefined ? { reasoningEffort: family.reasoningEffort } : {}),
    reasoningTokens: family.reasoningTokens ?? 0,
    structured: family.structured ?? false,
  };
}
