/** Anything SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The one database abstraction of the server: PGlite or PostgreSQL, same SQL dialect. */
export interface Database extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Type OIDs whose default parsing we override on both drivers.
export const INT8_OID = 20;
export const DATE_OID = 1082;
export const NUMERIC_OID = 1700;
