import { useEffect, useState } from "preact/hooks";
import { api, unwrap } from "./api.js";
import type { Schemas } from "./client.js";

type Assignee = Schemas["Assignee"];

/** The workspace's operators (the Assignee choice). */
export function useAssignees(): Assignee[] {
  const [items, setItems] = useState<Assignee[]>([]);
  useEffect(() => {
    unwrap(api.GET("/inbox/assignees")).then(
      (r) => setItems(r.items),
      () => setItems([]),
    );
  }, []);
  return items;
}

/** The signed-in operator's id (the "Me" of the assignee filter); "" until known. */
export function useMe(): string {
  const [id, setId] = useState("");
  useEffect(() => {
    unwrap(api.GET("/session")).then(
      (s) => setId(s.operator.id),
      () => setId(""),
    );
  }, []);
  return id;
}

/** The assignee filter's choices: anyone, me, unassigned, then each operator. */
export const assigneeChoices = (assignees: Assignee[]): [string, string][] => [
  ["", "Anyone"],
  ["me", "Me"],
  ["none", "Unassigned"],
  ...assignees.map((a): [string, string] => [a.id, a.displayName]),
];

/** A list query's assignee filter (the desk's `assigneeId` / `assigned`) for a choice of `assigneeChoices`. */
export function assigneeQuery(
  choice: string,
  me: string,
): { assigneeId?: string; assigned?: boolean } {
  if (choice === "") return {};
  if (choice === "none") return { assigned: false };
  if (choice === "me") return me ? { assigneeId: me } : {};
  return { assigneeId: choice };
}

/** Who an item is assigned to, as a row shows it: the operator's name, else the id; "unassigned". */
export const assigneeName = (
  assignees: Assignee[],
  id: string | null,
  name?: string | null,
) =>
  id
    ? (assignees.find((a) => a.id === id)?.displayName ?? name ?? id)
    : "unassigned";
