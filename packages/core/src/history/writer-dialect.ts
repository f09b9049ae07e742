import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type TransactionSettings,
} from 'kysely';
import { currentWriteActor } from './write-actor';

// Every write names its writer to the history's triggers (issue 25.7), whichever function makes it: before a statement
// that is not a plain select, the connection's session settings `app.actor_*` are set to the current write actor
// (none: empty, a system write). A connection remembers what it was given, so a round trip is spent only when the
// writer changes; a rolled-back transaction also rolls its settings back, so the memory is dropped then.

const SET_WRITER = `select set_config('app.actor_user_id', $1, false), set_config('app.actor_label', $2, false),
  set_config('app.actor_kind', $3, false)`;

function writerKey(): string[] {
  const actor = currentWriteActor();
  return [actor?.userId ?? '', actor?.label ?? '', actor?.kind ?? ''];
}

class WriterNamingDriver implements Driver {
  /** per database session what it was last given (PGlite: its one client behind each new connection object) */
  readonly #given = new WeakMap<object, string>();
  readonly #patched = new WeakSet<DatabaseConnection>();

  constructor(private readonly inner: Driver) {
    // savepoints only where the driver has them (Kysely refuses them otherwise)
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = savepoint.bind(inner);
    if (releaseSavepoint) this.releaseSavepoint = releaseSavepoint.bind(inner);
    if (rollbackToSavepoint) {
      this.rollbackToSavepoint = async (connection, name, compile) => {
        await rollbackToSavepoint.call(inner, connection, name, compile);
        this.#given.delete(this.#session(connection));
      };
    }
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  #session(connection: DatabaseConnection): object {
    return (connection as { client?: object }).client ?? connection;
  }

  #patch(connection: DatabaseConnection): DatabaseConnection {
    if (this.#patched.has(connection)) return connection;
    this.#patched.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async (query) => {
      if (query.query.kind !== 'SelectQueryNode') {
        const values = writerKey();
        const key = values.join('\u0000');
        const session = this.#session(connection);
        if ((this.#given.get(session) ?? '\u0000\u0000') !== key) {
          await execute(CompiledQuery.raw(SET_WRITER, values));
          this.#given.set(session, key);
        }
      }
      return execute(query);
    };
    return connection;
  }

  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    return this.#patch(await this.inner.acquireConnection());
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  // forgotten after the rollback: a setting before it would run in the aborted transaction
  async rollbackTransaction(connection: DatabaseConnection) {
    await this.inner.rollbackTransaction(connection);
    this.#given.delete(this.#session(connection));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** A dialect whose connections name the current write actor to the database before each write. */
export function namingWriters(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WriterNamingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
