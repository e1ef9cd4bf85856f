import { DeskError } from "../errors.js";

/** Only a resolved conversation can be rated, and only once. */
export function checkCanRate(status: string, alreadyRated: boolean): void {
  if (status !== "resolved") throw new DeskError("conversation_not_resolved", "Only a resolved conversation can be rated.");
  if (alreadyRated) throw new DeskError("csat_already_received", "This conversation has been rated already.");
}
