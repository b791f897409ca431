/** 'unique-value' -> 'Unique Value', 'customer_segments' -> 'Customer Segments', 'whatItIs' -> 'What It Is'. */
export function titleFromId(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
