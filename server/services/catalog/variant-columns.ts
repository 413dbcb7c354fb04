import {
  ADMIN_ONLY_VARIANT_FIELDS,
  PUBLIC_VARIANT_FIELDS,
  VARIANT_FIELD_KEYS,
  type VariantField,
} from '#common/variant-registry';
import { variants } from '../../db/schema';

// The registry's plain fields (common/variant-registry.ts) as columns of `variants`: each key's
// column is its camelCase property there (bucket_capacity → bucketCapacity). A registry line
// without its column fails the typecheck (the select refuses it), and so does a column of
// another type than its kind (the mapper's rows must match the read schema).

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Property<K extends VariantField> = CamelCase<K> & keyof typeof variants;
/** Its column, or a type no select accepts, which names the missing column in the error. */
type ColumnOf<K extends VariantField> =
  CamelCase<K> extends keyof typeof variants
    ? (typeof variants)[CamelCase<K>]
    : `variants has no column ${CamelCase<K>}`;

const propertyOf = <K extends VariantField>(key: K) =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Property<K>;

/** Selected under the API's names, so a row's field is read back without renaming. */
export const fieldColumns = Object.fromEntries(
  VARIANT_FIELD_KEYS.map((key) => {
    const column = variants[propertyOf(key)];
    if (!column) throw new Error(`variants has no column for the field ${key}`);
    return [key, column];
  }),
) as { [K in VariantField]: ColumnOf<K> };

type Insert = typeof variants.$inferInsert;
type Sent = { [K in VariantField]?: unknown };

/**
 * The fields of a create (absent: null) or an update (absent: undefined, which leaves the column
 * as it is) as the insert's or update's properties. The schema has checked each value's type.
 */
export function fieldValues(input: Sent, absent: null | undefined): Partial<Insert> {
  return Object.fromEntries(
    VARIANT_FIELD_KEYS.map((key) => [propertyOf(key), input[key] === undefined ? absent : input[key]]),
  ) as Partial<Insert>;
}

const pick = <R, K extends keyof R>(row: R, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<R, K>;

/** A selected row's fields the public reads carry. */
export const publicFields = <R extends Record<VariantField, unknown>>(row: R) =>
  pick(row, PUBLIC_VARIANT_FIELDS);
/** The fields only the back office reads. */
export const adminOnlyFields = <R extends Record<VariantField, unknown>>(row: R) =>
  pick(row, ADMIN_ONLY_VARIANT_FIELDS);
