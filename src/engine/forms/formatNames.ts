/**
 * The `format` values a form's validator checks: ajv-formats' full set, which
 * @rjsf/validator-ajv8 adds to its ajv, and rjsf's own `data-url` and `color`. Any other value
 * is ignored by ajv, so the field would go unchecked; tests/unit/forms/formatNames.test.ts keeps
 * this list equal to the validator's.
 */
export const formatNames: readonly string[] = [
  'date',
  'time',
  'date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
  'data-url',
  'color',
];
