/**
 * Column types the table files share. Conventions: uids are uuids as text; money is an int8 minor-unit value +
 * factor + currency (never a float; int8 arrives as a string from both drivers); calendar dates are
 * 'YYYY-MM-DD' text (no time zone drift). tables.test.ts checks every table type against the migrated database.
 */
import type { ColumnType } from 'kysely';
import type { PostalAddress } from 'shared-kernel/domain';

/** timestamptz not null default now(), never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** timestamptz not null default now(), updated by writers. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz not null without a default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz, nullable. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** int8 money value in minor units. */
export type MoneyValue = ColumnType<string, string | number | bigint, string | number | bigint>;
/** text[] not null default '{}'. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
/** jsonb not null (written as JSON text; required on insert, like the column). */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb, nullable (written as JSON text). */
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** not null with a default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OwnerType = 'person' | 'partnership';

/** An address column's JSON: the kernel's PostalAddress. */
export type PostalAddressJson = PostalAddress;
