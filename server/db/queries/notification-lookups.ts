import type { Queryable } from '../database.ts';

/** Names of a type of work and a council by id (to rebuild a draft from a project record). */
export async function lookupNames(db: Queryable, typeOfWorkId: unknown, councilId: unknown) {
  const { rows } = await db.query<{ type: number; name: string }>(
    `SELECT type, name FROM lookups WHERE (type = 1 AND id = $1) OR (type = 2 AND id = $2)`,
    [typeof typeOfWorkId === 'number' ? typeOfWorkId : null, typeof councilId === 'number' ? councilId : null],
  );
  return { typeOfWork: rows.find((r) => r.type === 1)?.name, localCouncil: rows.find((r) => r.type === 2)?.name };
}

/** The entity type of an organisation (spec 2 s3), or null. */
export async function organisationEntityType(db: Queryable, organisationId: string | null): Promise<string | null> {
  if (!organisationId) return null;
  const { rows } = await db.query<{ entity_type: string | null }>('SELECT entity_type FROM organisations WHERE organisation_id = $1', [organisationId]);
  return rows[0]?.entity_type ?? null;
}
