import type { Queryable } from '../database.ts';
import type { LookupsContext } from '../../../engine/core/host.ts';

/** Lookup types (spec 3 s3.6): descriptions of work, types of work, councils. */
export const LOOKUP_TYPES = { descriptionOfWorks: 0, typesOfWork: 1, councils: 2 } as const;

/** A description of work with its type of work's id and its dynamic questions in order. */
export interface DescriptionOfWorkItem {
  id: number;
  name: string;
  typeOfWork: number | null;
  questions: { order: number; question: string; required: boolean }[];
}

export interface LookupItem {
  id: number;
  name: string;
  typeOfWork?: number | null;
}

// 'OTHER' last, as the lists show it.
const ORDER = (type: number) => `ORDER BY ${type === LOOKUP_TYPES.descriptionOfWorks ? "name = 'OTHER', " : ''}name`;

/** Descriptions of work with their questions: all, or the one with `id`. */
export async function descriptionsOfWork(db: Queryable, id?: number): Promise<DescriptionOfWorkItem[]> {
  const { rows } = await db.query<DescriptionOfWorkItem>(
    `SELECT l.id, l.name, l.type_of_work_id AS "typeOfWork",
            coalesce((SELECT json_agg(json_build_object('order', q.question_order, 'question', q.question, 'required', q.required)
                              ORDER BY q.question_order)
                        FROM description_of_work_questions q WHERE q.description_of_work_id = l.id), '[]'::json) AS questions
       FROM lookups l WHERE l.type = $1 ${id === undefined ? '' : 'AND l.id = $2'} ORDER BY l.name = 'OTHER', l.name`,
    id === undefined ? [LOOKUP_TYPES.descriptionOfWorks] : [LOOKUP_TYPES.descriptionOfWorks, id],
  );
  return rows;
}

/** One lookup list by type (a description of work with its type of work's id). */
export async function lookupList(db: Queryable, type: number): Promise<LookupItem[]> {
  const { rows } = await db.query<LookupItem>(
    `SELECT id, name${type === LOOKUP_TYPES.descriptionOfWorks ? ', type_of_work_id AS "typeOfWork"' : ''} FROM lookups WHERE type = $1 ${ORDER(type)}`,
    [type],
  );
  return rows;
}

/** The `lookups` context as the browser loads it, for the server to open and check a submitted form with. */
export async function lookupsContext(db: Queryable): Promise<LookupsContext & { descriptionOfWorks: DescriptionOfWorkItem[]; typesOfWork: LookupItem[]; councils: LookupItem[] }> {
  // One after another: `db` may be a transaction's single connection.
  const descriptionOfWorks = await descriptionsOfWork(db);
  const typesOfWork = await lookupList(db, LOOKUP_TYPES.typesOfWork);
  const councils = await lookupList(db, LOOKUP_TYPES.councils);
  return { descriptionOfWorks, typesOfWork, councils };
}

/** Names of a type of work and a council by id (to rebuild a draft from a project record). */
export async function lookupNames(db: Queryable, typeOfWorkId: unknown, councilId: unknown) {
  const { typesOfWork: types, councils } = LOOKUP_TYPES;
  const { rows } = await db.query<{ type: number; name: string }>(
    `SELECT type, name FROM lookups WHERE (type = $1 AND id = $2) OR (type = $3 AND id = $4)`,
    [types, typeof typeOfWorkId === 'number' ? typeOfWorkId : null, councils, typeof councilId === 'number' ? councilId : null],
  );
  return { typeOfWork: rows.find((r) => r.type === types)?.name, localCouncil: rows.find((r) => r.type === councils)?.name };
}
