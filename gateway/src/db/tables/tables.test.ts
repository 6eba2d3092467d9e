/**
 * The table types cannot drift from the DDL: every table and column of `Database` (./index.ts), read with the
 * TypeScript checker, is compared with the migrated database's information_schema — the same tables, the same
 * columns, a TypeScript type that matches the SQL type, the same nullability, and no column optional on insert
 * that the database would refuse without a value. Runs on PGlite and PostgreSQL.
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** What a column's TypeScript type says. */
interface TypedColumn {
  kind: 'string' | 'number' | 'boolean' | 'date' | 'string[]' | 'bytes' | 'json';
  nullable: boolean;
  optionalOnInsert: boolean;
}

interface SqlColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** SQL types a TypeScript kind may stand for (int8 arrives as a string from both drivers). */
const SQL_TYPES: Record<TypedColumn['kind'], readonly string[]> = {
  string: ['text', 'varchar', 'int8', 'numeric'],
  number: ['int2', 'int4', 'float4', 'float8'],
  boolean: ['bool'],
  date: ['timestamptz', 'timestamp'],
  'string[]': ['_text', '_varchar'],
  bytes: ['bytea'],
  json: ['jsonb', 'json'],
};

function withoutNullish(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
}

function includes(type: ts.Type, flag: ts.TypeFlags): boolean {
  return (type.isUnion() ? type.types : [type]).some((part) => (part.flags & flag) !== 0);
}

function kindOf(checker: ts.TypeChecker, type: ts.Type, where: string): TypedColumn['kind'] {
  const parts = withoutNullish(checker, type);
  const all = (test: (part: ts.Type) => boolean) => parts.length > 0 && parts.every(test);
  if (all((part) => (part.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.StringLiteral)) !== 0))
    return 'string';
  if (all((part) => (part.flags & ts.TypeFlags.NumberLike) !== 0)) return 'number';
  if (all((part) => (part.flags & ts.TypeFlags.BooleanLike) !== 0)) return 'boolean';
  const name = parts.length === 1 ? parts[0]!.getSymbol()?.getName() : undefined;
  if (name === 'Date') return 'date';
  if (name === 'Buffer' || name === 'Uint8Array') return 'bytes';
  if (parts.length === 1 && checker.isArrayType(parts[0]!)) {
    const [element] = checker.getTypeArguments(parts[0] as ts.TypeReference);
    if (element && kindOf(checker, element, where) === 'string') return 'string[]';
  }
  if (all((part) => (part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Unknown)) !== 0)) return 'json';
  throw new Error(`${where}: a column type the check does not know (${checker.typeToString(type)})`);
}

/** `Database` read by the TypeScript checker: table → column → what its type says. */
function typedTables(): Map<string, Map<string, TypedColumn>> {
  const configPath = join(__dirname, '..', '..', '..', 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, (path) => ts.sys.readFile(path)).config,
    ts.sys,
    join(__dirname, '..', '..', '..'),
  );
  const entry = join(__dirname, 'index.ts');
  const program = ts.createProgram([entry], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  )!;
  const tables = new Map<string, Map<string, TypedColumn>>();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns = new Map<string, TypedColumn>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of checker.getPropertiesOfType(tableType)) {
      const where = `${table.getName()}.${column.getName()}`;
      const type = checker.getTypeOfSymbolAtLocation(column, database);
      const select = type.getProperty('__select__');
      const insert = type.getProperty('__insert__');
      const selectType = select ? checker.getTypeOfSymbolAtLocation(select, database) : type;
      const insertType = insert ? checker.getTypeOfSymbolAtLocation(insert, database) : type;
      columns.set(column.getName(), {
        kind: kindOf(checker, selectType, where),
        // `unknown` (a JSON value of any shape) takes null in.
        nullable: includes(selectType, ts.TypeFlags.Null | ts.TypeFlags.Unknown | ts.TypeFlags.Any),
        optionalOnInsert:
          (column.flags & ts.SymbolFlags.Optional) !== 0 || includes(insertType, ts.TypeFlags.Undefined),
      });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

let t: TestApp;
let sqlColumns: SqlColumn[];
let typed: Map<string, Map<string, TypedColumn>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  sqlColumns = (
    await sql<SqlColumn>`select table_name, column_name, udt_name, is_nullable, column_default
      from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(t.db)
  ).rows;
  typed = typedTables();
});
afterAll(() => t?.close());

it('has a table type for every table of the migrated database, and no other', () => {
  const inDatabase = [...new Set(sqlColumns.map((column) => column.table_name))].sort();
  expect([...typed.keys()].sort()).toEqual(inDatabase);
});

it('types every column as the database has it: the columns, their type, nullability and insert default', () => {
  const drifts: string[] = [];
  for (const [table, columns] of typed) {
    const inDatabase = sqlColumns.filter((column) => column.table_name === table);
    const names = (list: Iterable<string>) => [...list].sort().join(', ');
    if (names(columns.keys()) !== names(inDatabase.map((column) => column.column_name)))
      drifts.push(
        `${table}: typed [${names(columns.keys())}], in the database [${names(inDatabase.map((c) => c.column_name))}]`,
      );
    for (const column of inDatabase) {
      const expected = columns.get(column.column_name);
      if (!expected) continue;
      const where = `${table}.${column.column_name}`;
      if (!SQL_TYPES[expected.kind].includes(column.udt_name))
        drifts.push(`${where}: typed ${expected.kind}, the database has ${column.udt_name}`);
      if (expected.nullable !== (column.is_nullable === 'YES'))
        drifts.push(
          `${where}: typed ${expected.nullable ? '' : 'not '}nullable, the database says ${column.is_nullable}`,
        );
      if (expected.optionalOnInsert && column.is_nullable === 'NO' && column.column_default === null)
        drifts.push(`${where}: optional on insert, but not null without a default`);
    }
  }
  expect(drifts).toEqual([]);
});
