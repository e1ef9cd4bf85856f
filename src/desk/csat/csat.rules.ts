import { AppError } from "../../platform/errors.js";

/** Only a resolved conversation can be rated, and only once. */
export function checkCanRate(status: string, alreadyRated: boolean): void {
  if (status !== "resolved") throw new AppError("conversation_not_resolved", "Only a resolved conversation can be rated.");
  if (alreadyRated) throw new AppError("csat_already_received", "This conversation has been rated already.");
}
