import { ConfigError } from "../platform/config.js";
import { DatabaseError } from "../platform/db/database.js";
import { CodedError } from "../platform/errors.js";

/** A bad command line (unknown flag or command, a bad value): exit 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * `serve` could not listen where it was told: `port_in_use` (another process holds the port),
 * `port_forbidden` (a port below 1024 without the privilege) or `host_unavailable` (the host is
 * no address of this machine). The message names the address and the setting to change: exit 1.
 */
export class ListenError extends Error {
  override name = "ListenError";
  constructor(
    readonly code: "port_in_use" | "port_forbidden" | "host_unavailable",
    message: string,
  ) {
    super(message);
  }
}

/** A failure the CLI reports as one line (or JSON): its code, message and exit status. */
export interface CliFailure {
  code: string;
  message: string;
  exit: 1 | 2;
}

/**
 * Exit statuses: 2 for a bad command line or setting (usage, `invalid_request`, a bad environment
 * value), 1 for everything else (not found, a missing database, a schema mismatch, internal errors).
 */
export function toFailure(err: unknown, codedExit?: 1 | 2): CliFailure {
  if (err instanceof UsageError) return { code: "usage", message: err.message, exit: 2 };
  if (err instanceof ConfigError) return { code: "invalid_config", message: err.message, exit: 2 };
  if (err instanceof DatabaseError) return { code: err.code, message: err.message, exit: 1 };
  if (err instanceof ListenError) return { code: err.code, message: err.message, exit: 1 };
  if (err instanceof CodedError) return { code: err.code, message: err.message, exit: codedExit ?? (err.status === 400 ? 2 : 1) };
  // parseArgs: ERR_PARSE_ARGS_UNKNOWN_OPTION, ERR_PARSE_ARGS_INVALID_OPTION_VALUE, ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) return { code: "usage", message: (err as Error).message.split(". ")[0], exit: 2 };
  return { code: "internal_error", message: err instanceof Error ? err.message : String(err), exit: 1 };
}

/** One line on stderr: `tandem: code: message` (`tandem: message` for usage), or with `--json` `{"error":{"code","message"}}`. */
export function formatFailure(f: CliFailure, json: boolean): string {
  if (json) return JSON.stringify({ error: { code: f.code, message: f.message } });
  return `tandem: ${f.code === "usage" || f.code === "invalid_config" ? "" : `${f.code}: `}${f.message.replace(/\s*\n\s*/g, " ")}`;
}
