import { sql } from 'kysely';
import type { Language } from '@cyr/i18n';
import { COURT_NOTE_TOPICS, type CourtNote, type CourtNoteBody } from '@cyr/schemas';
import type { Db } from '../db';
import type { CourtNotesTable } from '../db/schema';
import type { Selectable } from 'kysely';

/**
 * What staff know of each court's practice (issue #38): how it sets hearings, whether the State usually objects,
 * the typical wait, in English and Spanish, with the day it was checked (`court_notes`, migration 0730). A
 * person's steps page shows the notes of their own courts; staff write them in the console (audited by the route).
 */

type Row = Omit<Selectable<CourtNotesTable>, 'updated_by'>;

const COLUMNS = [
  'court',
  'setting_en',
  'setting_es',
  'objections_en',
  'objections_es',
  'wait_en',
  'wait_es',
  'checked_on',
  'updated_at',
] as const;

function toNote(r: Row): CourtNote {
  return {
    court: r.court,
    setting: { en: r.setting_en, es: r.setting_es },
    objections: { en: r.objections_en, es: r.objections_es },
    wait: { en: r.wait_en, es: r.wait_es },
    checkedOn: r.checked_on,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** Every court with notes, by court code. */
export async function listCourtNotes(db: Db): Promise<CourtNote[]> {
  const rows = await db.selectFrom('court_notes').select(COLUMNS).orderBy('court').execute();
  return rows.map(toNote);
}

/**
 * Saves a court's notes (every topic empty: deletes them). Returns the notes, or null when they were deleted.
 * The caller checks that `court` is on the county's list.
 */
export async function saveCourtNote(
  db: Db,
  court: string,
  body: CourtNoteBody,
  staffId: string,
): Promise<CourtNote | null> {
  const empty = COURT_NOTE_TOPICS.every((t) => body[`${t}_en`] === '' && body[`${t}_es`] === '');
  if (empty) {
    await db.deleteFrom('court_notes').where('court', '=', court).execute();
    return null;
  }
  const values = {
    setting_en: body.setting_en,
    setting_es: body.setting_es,
    objections_en: body.objections_en,
    objections_es: body.objections_es,
    wait_en: body.wait_en,
    wait_es: body.wait_es,
    checked_on: body.checkedOn,
    updated_by: staffId,
  };
  const row = await db
    .insertInto('court_notes')
    .values({ court, ...values })
    .onConflict((oc) => oc.column('court').doUpdateSet({ ...values, updated_at: sql<string>`now()` }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toNote(row);
}

/** The notes of `courts` in one language, topics with no note left empty; courts without notes are left out. */
export async function courtNotesFor(
  db: Db,
  courts: readonly string[],
  lang: Language,
): Promise<{ court: string; setting: string; objections: string; wait: string; checkedOn: string }[]> {
  if (courts.length === 0) return [];
  const rows = await db
    .selectFrom('court_notes')
    .select(COLUMNS)
    .where('court', 'in', courts)
    .orderBy('court')
    .execute();
  return rows.map((r) => {
    const n = toNote(r);
    return {
      court: n.court,
      setting: n.setting[lang],
      objections: n.objections[lang],
      wait: n.wait[lang],
      checkedOn: n.checkedOn,
    };
  });
}
