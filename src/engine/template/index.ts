export { renderTemplate } from './renderTemplate.ts';
export { templatePlaceholders, type Placeholder } from './placeholders.ts';
export { templateFilters, type TemplateFilter } from './filters/index.ts';
export { readPath } from './readPath.ts';
export { formatValue } from './formatValue.ts';
export { titleFromId } from './titleFromId.ts';
