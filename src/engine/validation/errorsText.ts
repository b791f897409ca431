import type { PrecompiledValidate } from './types.ts';

/** The errors of a validator's last call in ajv's errorsText format ("companyProfile/stage must be ..."). */
export function errorsText(errors: PrecompiledValidate['errors'], dataVar: string): string {
  if (!errors?.length) return 'No errors';
  return errors.map((error) => `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}`).join(', ');
}
