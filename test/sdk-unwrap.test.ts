import { createDeskClient, createRevenueClient, REPLAYED_HEADER, type RevenuePaths, TandemApiError, unwrap } from "@tandem/sdk";
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";

/** A fetch that answers one JSON body with one status (the SDK takes `fetch` as an option). */
const answering = (status: number, body: unknown): typeof fetch => async () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const desk = (status: number, body: unknown) => createDeskClient({ baseUrl: "http://desk.test/v1", apiKey: "dsk_test_x", fetch: answering(status, body) });
const rv = (status: number, body: unknown) => createRevenueClient({ baseUrl: "http://rv.test/v1", apiKey: "rv_sk_test_x", fetch: answering(status, body) });

describe("unwrap, for both APIs", () => {
  it("returns a Desk answer's data from its { success, data } envelope", async () => {
    const ws = { name: "Acme" };
    expect(await unwrap(desk(200, { success: true, data: ws }).GET("/workspace"))).toEqual(ws);
  });

  it("returns a billing answer as it is (billing answers are not enveloped)", async () => {
    const answer = { allowed: true, customer_id: "c", balance: null };
    expect(await unwrap(rv(200, answer).POST("/balances.check", { body: { customer_id: "c", feature_id: "f" } }))).toEqual(answer);
  });

  it("returns a billing { success: true } answer as it is, not as undefined", async () => {
    expect(await unwrap(rv(200, { success: true }).POST("/balances.finalize", { body: { lock_id: "l", action: "confirm" } }))).toEqual({ success: true });
  });

  it("throws a TandemApiError with status and code for a Desk error", async () => {
    const err = await unwrap(desk(404, { message: "No such ticket.", code: "ticket_not_found" }).GET("/tickets/{id}", { params: { path: { id: "x" } } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TandemApiError);
    expect(err).toMatchObject({ status: 404, code: "ticket_not_found", message: "No such ticket." });
    expect((err as TandemApiError).data).toBeUndefined();
  });

  it("throws a TandemApiError carrying the billing error's data", async () => {
    const body = { message: "Busy.", code: "balance_contention", data: { retry_after_ms: 5 } };
    const err = await unwrap(rv(409, body).POST("/balances.check", { body: { customer_id: "c", feature_id: "f" } })).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: "balance_contention", data: { retry_after_ms: 5 }, body });
  });

  it("answers a 409 idempotency_replay with the first answer (data.response), through the typed clients and unwrap, for both APIs", async () => {
    const first = { allowed: true, customer_id: "c", balance: null };
    const replay = rv(409, { message: "Replayed.", code: "idempotency_replay", data: { response: first } }).POST("/balances.check", { body: { customer_id: "c", feature_id: "f" } });
    const r = await replay;
    expect({ status: r.response.status, replayed: r.response.headers.get(REPLAYED_HEADER), data: r.data, error: r.error }).toEqual({ status: 200, replayed: "true", data: first, error: undefined });
    const ticket = { _id: "tkt_1", title: "Export fails" };
    const deskReplay = desk(409, { message: "Replayed.", code: "idempotency_replay", data: { response: { success: true, data: ticket } } });
    expect(await unwrap(deskReplay.GET("/workspace"))).toEqual(ticket);
    // A plain openapi-fetch client (no middleware): unwrap itself returns the first answer.
    const plain = createClient<RevenuePaths>({ baseUrl: "http://rv.test/v1", fetch: answering(409, { message: "Replayed.", code: "idempotency_replay", data: { response: first } }) });
    expect(await unwrap(plain.POST("/balances.check", { body: { customer_id: "c", feature_id: "f" } }))).toEqual(first);
  });

  it("names an error without a Tandem body by its status", async () => {
    const err = await unwrap(desk(502, "Bad gateway").GET("/workspace")).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: "unknown_error", message: "HTTP 502" });
  });
});
