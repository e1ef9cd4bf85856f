/** The app's one client of the console API (same origin, the session cookie, the CSRF token). */
import { createConsoleClient, type Session } from "./client.js";

let onSignedOut: () => void = () => {};
export const api = createConsoleClient({ baseUrl: `${location.origin}/v1`, onSignedOut: () => onSignedOut() });
export const whenSignedOut = (f: () => void) => {
  onSignedOut = f;
};
export type Mode = "test" | "live";
export type { Session };
export { unwrap } from "./client.js";
