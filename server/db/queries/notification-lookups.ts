import type { Queryable } from '../database.ts';

/** A description of work with its implied type of work and its dynamic questions (spec 3 s3.6). */
export interface DescriptionOfWorkDetail {
  id: number;
  name: string;
  typeOfWorkId: number | null;
  typeOfWorkName: string | null;
  questions: { order: number; question: string; required: boolean }[];
}

/** The lookup ids behind the names the wizard holds; null where a name matches no lookup. */
export interface NotificationLookups {
  descriptionOfWork: DescriptionOfWorkDetail | null;
  typeOfWorkId: number | null;
  councilId: number | null;
  /** The description of work's name for the project lists: the lookup's, else as the wizard holds it (null when blank). */
  descriptionOfWorkName: string | null;
}

const byName = async (db: Queryable, type: number, name: unknown): Promise<{ id: number; name: string } | null> => {
  if (typeof name !== 'string' || name.trim() === '') return null;
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM lookups WHERE type = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1',
    [type, name.trim()],
  );
  return rows[0] ?? null;
};

/** Resolves the wizard's description of work, type of work and council names (case-insensitive). */
export async function resolveNotificationLookups(
  db: Queryable,
  names: { descriptionOfWork?: unknown; typeOfWork?: unknown; localCouncil?: unknown },
): Promise<NotificationLookups> {
  // One after another: `db` may be a transaction's single connection.
  const description = await byName(db, 0, names.descriptionOfWork);
  const type = await byName(db, 1, names.typeOfWork);
  const council = await byName(db, 2, names.localCouncil);
  let detail: DescriptionOfWorkDetail | null = null;
  if (description) {
    const { rows } = await db.query<{ typeOfWorkId: number | null; typeOfWorkName: string | null }>(
      `SELECT d.type_of_work_id AS "typeOfWorkId", t.name AS "typeOfWorkName"
         FROM lookups d LEFT JOIN lookups t ON t.type = 1 AND t.id = d.type_of_work_id
        WHERE d.type = 0 AND d.id = $1`,
      [description.id],
    );
    const questions = await db.query<{ order: number; question: string; required: boolean }>(
      `SELECT question_order AS "order", question, required FROM description_of_work_questions
        WHERE description_of_work_id = $1 ORDER BY question_order`,
      [description.id],
    );
    detail = { ...description, ...rows[0], questions: questions.rows };
  }
  const entered = typeof names.descriptionOfWork === 'string' && names.descriptionOfWork.trim() !== '' ? names.descriptionOfWork : null;
  return { descriptionOfWork: detail, typeOfWorkId: type?.id ?? null, councilId: council?.id ?? null, descriptionOfWorkName: detail?.name ?? entered };
}

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
