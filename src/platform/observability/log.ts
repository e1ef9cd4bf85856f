/** What background work logs through: the process's pino logger (or a child) fits it; tests pass their own. */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Logs nothing (the default when no logger is given, e.g. in tests and one-shot CLI commands). */
export const silentLog: Log = { info() {}, warn() {}, error() {} };
