import type { RevenueHandlerGroup } from "../types.js";
import type { CustomersService } from "./customers.service.js";

type Ops = "customers.get_or_create" | "customers.get" | "customers.update" | "customers.delete" | "customers.list";

export function customerHandlers(customers: CustomersService): RevenueHandlerGroup<Ops> {
  return {
    "customers.get_or_create": ({ h, auth, body }) => customers.getOrCreate(h, auth, body),
    "customers.get": ({ h, auth, body }) => customers.get(h, auth, body),
    "customers.update": ({ h, auth, body }) => customers.update(h, auth, body),
    "customers.delete": ({ h, auth, body }) => customers.delete(h, auth, body),
    "customers.list": ({ h, auth, body }) => customers.list(h, auth, body),
  };
}
