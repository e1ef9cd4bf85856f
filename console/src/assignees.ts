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
