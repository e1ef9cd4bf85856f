import type { RevenueHandlerGroup } from "../types.js";
import type { CustomersService } from "./customers.service.js";

type Ops = "customers.get_or_create" | "customers.get" | "customers.update" | "customers.delete" | "customers.list";

export function customerHandlers(customers: CustomersService): RevenueHandlerGroup<Ops> {
  return {
    "customers.get_or_create": ({ auth, body }) => customers.getOrCreate(auth, body),
    "customers.get": ({ auth, body }) => customers.get(auth, body),
    "customers.update": ({ auth, body }) => customers.update(auth, body),
    "customers.delete": ({ auth, body }) => customers.delete(auth, body),
    "customers.list": ({ auth, body }) => customers.list(auth, body),
  };
}
