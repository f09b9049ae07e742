// Column types and value sets shared by the tables.
import type { ColumnType, Generated } from 'kysely';

/** timestamptz: a Date when read, a Date or ISO string when written. Always UTC in the database. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: parsed when read, written as a JSON string (see `json()` in ./json.ts). */
export type Json<T> = ColumnType<T, string, string>;
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;
export type Uuid = Generated<string>;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** The stored form of opening hours (spec 2.6): null, an object, or a string (free text). */
export type StoredOpeningHours = null | string | Record<string, unknown>;

export type ContentStatus = 'Draft' | 'Active' | 'Inactive' | 'Archived';
/** Authorship label of news, events, offers and jobs (2.8); the public badge shows for `ai` and `ai_reviewed`. */
export type AuthorshipLabel = 'human' | 'ai' | 'ai_reviewed';
