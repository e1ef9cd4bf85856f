import type { OperatorsRepo } from "../../../console/operators.repo.js";
import type { PgConn } from "../conn.js";
import { notYet } from "../not-yet.js";

export const pgOperatorsRepo = (c: PgConn): OperatorsRepo => notYet(`operators${c ? "" : ""}`);
