/** The shapes of src/store/postgres/schema/index.ts (apart, so the domain files import no module that imports them). */
/** A domain's schema as of its SQLite migration `upTo`, as one PostgreSQL script. */
export interface PgBaseline {
  upTo: number;
  sql: string;
}

/** A domain's baseline and the PostgreSQL bodies of the migrations added after it (by version). */
export interface PgDomainSchema {
  baseline: PgBaseline;
  later: Record<number, string>;
}
