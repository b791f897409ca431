/** PostgreSQL's (and PGlite's) five-character SQLSTATE, e.g. 22P05 for text it cannot hold. */
const sqlState = /^[0-9A-Z]{5}$/;

/**
 * A database failure in words fit for the server's log. An error the database itself raised is
 * named by its SQLSTATE code only: its message may quote the value it refused ("invalid input
 * syntax for type uuid: …"), which can be what a person typed. Anything else (a connection
 * refused, a timeout, "not connected yet") is said as it is: it holds no data.
 */
export function describeDatabaseError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    if (sqlState.test(error.code)) return `the database refused the query (SQLSTATE ${error.code})`;
  }
  return (error instanceof Error ? error.message : String(error)) || 'unknown error';
}
