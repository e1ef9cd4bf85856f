import { RevenueError } from "./errors.js";
import type { OperationId, RevenueHandlerGroup } from "./types.js";

/**
 * Operations whose behaviour belongs to a later issue: they are in the
 * contract (and the SDK) already, and answer 501 `not_implemented` rather
 * than pretend to work.
 */
export function notImplemented<K extends OperationId>(ids: readonly K[]): RevenueHandlerGroup<K> {
  return Object.fromEntries(
    ids.map((id) => [
      id,
      () => {
        throw new RevenueError("not_implemented", `${id} is not implemented in this Tandem build yet.`);
      },
    ]),
  ) as unknown as RevenueHandlerGroup<K>;
}
