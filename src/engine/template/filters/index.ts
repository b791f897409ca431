import type { FilterAt } from './filterAt.ts';
import { json } from './json.ts';
import { list } from './list.ts';
import { longDate } from './longDate.ts';
import { currency, multiple, number, percent } from './numberFilters.ts';
import { numbered } from './numbered.ts';
import { titled, titledById } from './titled.ts';
import { yesno } from './yesno.ts';

export type TemplateFilter = (value: unknown, at?: FilterAt) => string;

/** Every filter a template may name; the content checker rejects any other name. */
export const templateFilters: Readonly<Record<string, TemplateFilter>> = Object.freeze({
  yesno,
  numbered,
  titled,
  titledById,
  longDate,
  json,
  list,
  number,
  currency,
  percent,
  multiple,
});
