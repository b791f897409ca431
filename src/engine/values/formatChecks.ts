import { isEmailAddress } from './isEmailAddress.ts';
import { isIsoDate } from './isIsoDate.ts';
import { isWebAddress } from './isWebAddress.ts';

/**
 * The app's one implementation of each format a person types, by its JSON Schema `format` name:
 * an email step and a form's `format: email` field, a date step and `format: date`, a form's
 * `uri`/`url` field all run these, in the browser and on the server (registered with every ajv
 * that checks a form: src/engine/validation/ajvFormats.ts).
 */
export const formatChecks = {
  email: isEmailAddress,
  date: (text: string) => isIsoDate(text),
  uri: isWebAddress,
  url: isWebAddress,
} as const satisfies Record<string, (text: string) => boolean>;
