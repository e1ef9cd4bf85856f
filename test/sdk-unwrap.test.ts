import { createDeskClient, createRevenueClient, TandemApiError, unwrap } from "@tandem/sdk";
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
    const body = { message: "Replayed.", code: "idempotency_replay", data: { response: { allowed: true } } };
    const err = await unwrap(rv(409, body).POST("/balances.check", { body: { customer_id: "c", feature_id: "f" } })).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: "idempotency_replay", data: { response: { allowed: true } }, body });
  });

  it("names an error without a Tandem body by its status", async () => {
    const err = await unwrap(desk(502, "Bad gateway").GET("/workspace")).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: "unknown_error", message: "HTTP 502" });
  });
});
