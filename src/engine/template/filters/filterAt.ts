/** Where a filter is applied: the placeholder's path, and each question's title by the path it is read at. */
export interface FilterAt {
  path: string;
  titleOf?: (path: string) => string | undefined;
}
