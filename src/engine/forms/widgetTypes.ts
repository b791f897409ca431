/**
 * The JSON Schema types each `ui:widget` short name can edit, as rjsf's widget map allows them
 * (a name on another type is a crash screen at run time). Registry names (`RadioWidget`) are
 * not restricted: rjsf renders them on any type.
 */
export const widgetTypes: Readonly<Record<string, readonly string[]>> = {
  text: ['string', 'number', 'integer'],
  email: ['string'],
  textarea: ['string'],
  select: ['string', 'number', 'integer', 'boolean', 'array'],
  radio: ['string', 'number', 'integer', 'boolean'],
  checkboxes: ['array'],
  checkbox: ['boolean'],
  range: ['number', 'integer'],
  updown: ['number', 'integer'],
  password: ['string'],
  uri: ['string'],
  date: ['string'],
  time: ['string'],
  'date-time': ['string'],
  datetime: ['string'],
  'alt-date': ['string'],
  'alt-datetime': ['string'],
  color: ['string'],
};
