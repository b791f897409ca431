import type Ajv from 'ajv';
import type { Format, FormatDefinition } from 'ajv';
// The module ajv-formats itself names for standalone (precompiled) code: its plugin sets ajv's
// `code.formats` to require("ajv-formats/dist/formats").fullFormats. Its main entry (the plugin and
// `addFormats.get`) imports ajv's compiler, which the browser's precompiled validators never load.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { formatChecks } from '../values/formatChecks.ts';

/**
 * The app's own format checks (src/engine/values/formatChecks.ts) in ajv's shape. `date` keeps
 * ajv-formats' comparison, which `formatMinimum`/`formatMaximum` on a date field use.
 */
const appFormats: Record<keyof typeof formatChecks, Format> = {
  email: formatChecks.email,
  uri: formatChecks.uri,
  url: formatChecks.url,
  date: { ...(fullFormats.date as FormatDefinition<string>), validate: formatChecks.date },
};

/**
 * rjsf's two formats (the colour and file widgets' `color` and `data-url`), as
 * @rjsf/validator-ajv8 registers them; tests/unit/forms/formatNames.test.ts holds them equal.
 */
const rjsfFormats = {
  'data-url': /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/,
  color:
    /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/,
};

/**
 * Every format a form's validator knows, by name: ajv-formats' full set and rjsf's two, with the
 * app's own email, URL and date checks in place of ajv-formats' (so a form's email field and an
 * email step accept the same addresses). The build's precompiled form validators read their
 * formats from this object (tools/validators/compileValidators.ts sets ajv's `code.formats` to
 * it, as ajv's standalone mode asks), so the browser runs these very functions.
 */
export const ajvFormats: Record<string, Format> = { ...fullFormats, ...rjsfFormats, ...appFormats };

/**
 * Registers the app's own checks on an ajv instance that already has ajv-formats' and rjsf's
 * (rjsf's `extenderFn`): what the server's and the tests' run-time form validators use.
 */
export function withAppFormats(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(appFormats)) ajv.addFormat(name, format);
  return ajv;
}
