import {
  type PGlite,
  parse as pgliteParse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/**
 * The one seam to PGlite's wire protocol (issue 23: library internals behind one adapter, pinned
 * by `pglite-statements.server.test.ts`).
 *
 * PGlite's `query()` sends an unnamed statement as six separate calls into the database (parse,
 * describe, bind, describe, execute, sync), and PostgreSQL parses, analyses and plans it again
 * every time; planning a card query sizes every relation and index it might use, each a file
 * `fstat` on a data folder. Here a statement is parsed once under a name, and each run is a bind,
 * describe, execute and sync in one call, the way node-postgres runs a named query. PostgreSQL
 * keeps the plan: a custom plan for the first five runs, then the generic plan when it costs no
 * more (`tests/integration/query-plans.db.test.ts` checks the generic plans at 100k rows too).
 *
 * Only data statements are kept (a SELECT, INSERT, UPDATE, DELETE or WITH); anything else, and
 * any query with options PGlite's own `query()` handles (blobs, parameter types), goes through
 * `query()` unchanged.
 */
export interface StatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(
    callback: (tx: StatementClient & Pick<Transaction, "rollback" | "closed">) => Promise<T>,
  ): Promise<T>;
  /** How many statements are kept, for the tests. */
  readonly statementCount: number;
}

/** PGlite's mutexes: a statement must neither run inside another caller's transaction nor beside a query. */
interface PGliteMutexes {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const READ_ONLY = /^\s*select\b/i;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** Kept statements per database; the oldest is closed beyond this (a catalogue, not a leak). */
export const MAX_STATEMENTS = 500;
/** PostgreSQL's answer when a kept statement's result columns changed under it (a migration). */
const PLAN_CHANGED = "0A000";
const NO_SUCH_STATEMENT = "26000";

interface Statement {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function withNamedStatements(client: PGlite): StatementClient {
  const mutexes = client as unknown as PGliteMutexes;
  const statements = new Map<string, Statement>();
  let counter = 0;
  let inTransaction = false;

  async function prepare(text: string): Promise<Statement> {
    const name = `forsiden_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(
        concat([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]),
        {
          syncToFs: false,
        },
      );
    }
    return statement;
  }

  async function run<T>(
    sent: string,
    sentParams: unknown[],
    options: QueryOptions | undefined,
    retried = false,
  ) {
    const { text, params } = inlineTrailingLimit(sent, sentParams);
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i];
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      serialize.bind({ statement: statement.name, values: values as string[] }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    try {
      if (READ_ONLY.test(text)) {
        // A plain read answers rows: read them straight from the bytes. Anything else (an error,
        // a notice) goes through PGlite's parser. A read sends no notification to dispatch.
        // The stream call hands the bytes over without PGlite's own parse of every message.
        const chunks: Uint8Array[] = [];
        await client.execProtocolRawStream(message, {
          syncToFs: false,
          onRawData: (bytes) => chunks.push(bytes.slice()),
        });
        const data = chunks.length === 1 ? chunks[0] : concat(chunks);
        return readRows<T>(data, client.parsers, options) ?? parseOrThrow<T>(data, client.parsers, options);
      }
      const { messages } = await client.execProtocol(message, { syncToFs: !inTransaction });
      return pgliteParse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!retried && (code === PLAN_CHANGED || code === NO_SUCH_STATEMENT)) {
        statements.delete(text);
        return run<T>(sent, sentParams, options, true);
      }
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
  }

  // A closed or still-starting PGlite answers through query(): its "PGlite is closed" is what
  // the outage check (unavailable.server.ts) knows.
  const fastPathOf = (text: string, options: QueryOptions | undefined) =>
    client.ready && !client.closed && DATA_STATEMENT.test(text) && !options?.blob && !options?.paramTypes;

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!fastPathOf(text, options)) return client.query<T>(text, params, options);
      return mutexes._runExclusiveTransaction(() =>
        mutexes._runExclusiveQuery(() => run<T>(text, params, options)),
      );
    },
    transaction(callback) {
      return client.transaction((tx) => {
        inTransaction = true;
        const wrapped = {
          query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
            if (tx.closed || !fastPathOf(text, options)) return tx.query<T>(text, params, options);
            return mutexes._runExclusiveQuery(() => run<T>(text, params, options));
          },
          transaction: () => Promise.reject(new Error("PGlite has no nested transactions; use a savepoint")),
          rollback: () => tx.rollback(),
          get closed() {
            return tx.closed;
          },
          get statementCount() {
            return statements.size;
          },
        };
        return callback(wrapped).finally(() => {
          inTransaction = false;
        });
      });
    },
    get statementCount() {
      return statements.size;
    },
  };
}

const TRAILING_LIMIT = /\blimit \$(\d+)$/i;

/**
 * A statement's trailing `limit $n` (Drizzle sends every limit as the last parameter) written into
 * its text as a number. A kept statement's generic plan is made without parameter values and
 * would assume a tenth of the table for a parameter limit (a sort of every article instead of
 * the newest few by index); with the number in the text it plans for the real limit. Our limits
 * are a handful of constants, so a statement per value stays a short list.
 */
export function inlineTrailingLimit(text: string, params: unknown[]): { text: string; params: unknown[] } {
  const match = TRAILING_LIMIT.exec(text);
  if (!match || Number(match[1]) !== params.length) return { text, params };
  const limit = params[params.length - 1];
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < 0) return { text, params };
  return { text: `${text.slice(0, match.index)}limit ${limit}`, params: params.slice(0, -1) };
}

type Parsers = Record<number | string, (value: string, typeId?: number) => unknown>;

/**
 * The rows of one bind/describe/execute/sync answer, or null when it holds anything but
 * BindComplete, RowDescription, NoData, DataRow, CommandComplete and ReadyForQuery. PGlite's
 * parser copies every field into a new buffer before decoding it; this decodes each field in
 * place.
 */
export function readRows<T>(data: Uint8Array, defaults: Parsers, options?: QueryOptions): Results<T> | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const extra = options?.parsers as Parsers | undefined;
  const asArray = options?.rowMode === "array";
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: ((value: string, typeId?: number) => unknown)[] = [];
  const rows: unknown[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  let offset = 0;
  while (offset < bytes.length) {
    const type = bytes[offset];
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    let at = offset + 5;
    switch (type) {
      case 0x32: // BindComplete
      case 0x6e: // NoData
      case 0x5a: // ReadyForQuery
        break;
      case 0x54: {
        // RowDescription
        const count = bytes.readInt16BE(at);
        at += 2;
        fields = [];
        for (let i = 0; i < count; i++) {
          const nameEnd = bytes.indexOf(0, at);
          const name = bytes.toString("utf8", at, nameEnd);
          at = nameEnd + 1;
          const dataTypeID = bytes.readInt32BE(at + 6);
          at += 18;
          fields.push({ name, dataTypeID });
        }
        parsers = fields.map((f) => extra?.[f.dataTypeID] ?? defaults[f.dataTypeID]);
        break;
      }
      case 0x44: {
        // DataRow
        const count = bytes.readInt16BE(at);
        at += 2;
        const values: unknown[] = new Array(count);
        for (let i = 0; i < count; i++) {
          const length = bytes.readInt32BE(at);
          at += 4;
          if (length === -1) {
            values[i] = null;
            continue;
          }
          const text = bytes.toString("utf8", at, at + length);
          at += length;
          const parse = parsers[i];
          values[i] = parse ? parse(text, fields[i].dataTypeID) : text;
        }
        if (asArray) rows.push(values);
        else rows.push(Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
        break;
      }
      case 0x43: {
        // CommandComplete: "SELECT 5"
        const tag = bytes.toString("utf8", at, end - 1).split(" ");
        command = tag[0];
        const count = Number.parseInt(tag[tag.length - 1], 10);
        if (!Number.isNaN(count)) rowCount = count;
        break;
      }
      default:
        return null;
    }
    offset = end;
  }
  if (command === undefined) return null;
  return {
    rows: rows as T[],
    fields,
    command,
    affectedRows: 0,
    ...(rowCount === undefined ? {} : { rowCount }),
  };
}

/** PGlite's parse of an answer that holds more than rows: its database error thrown, as PGlite's own calls do. */
function parseOrThrow<T>(data: Uint8Array, parsers: Parsers, options?: QueryOptions): Results<T> {
  const messages: Parameters<typeof pgliteParse.parseResults>[0] = [];
  new protocol.Parser().parse(data, (message) => {
    messages.push(message);
  });
  const error = messages.find((message) => message instanceof Error);
  if (error) throw error;
  return pgliteParse.parseResults(messages, parsers, options)[0] as Results<T>;
}
