import { createHmac } from "node:crypto";
import { type VerifyOptions, verifyWebhook, verifyWebhookAsync, WebhookVerificationError } from "@tandem/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";

const SECRET = "whsec_unit_test_secret";
const OTHER = "whsec_some_other_secret";
const T = 1_767_225_600; // 2026-01-01T00:00:00Z
const BODY = JSON.stringify({ id: "evt_1", type: "ticket.created", created: T, workspace_id: "0".repeat(24), data: { _id: "a".repeat(24), title: "Ünïcödé ✓" } });

const sig = (secret: string, t: number, body: string) => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
const header = (t: number, ...signatures: string[]) => [`t=${t}`, ...signatures.map((s) => `v1=${s}`)].join(",");
const valid = (t = T, body = BODY, secret = SECRET) => header(t, sig(secret, t, body));

/** The WebhookVerificationError verifyWebhook throws (fails the test if it does not throw one). */
function refusal(fn: () => unknown): WebhookVerificationError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return err as WebhookVerificationError;
  }
  throw new Error("expected verifyWebhook to throw");
}

describe("verifyWebhook", () => {
  it("accepts a valid signature and returns the parsed event", () => {
    expect(verifyWebhook(BODY, valid(), SECRET, { now: T })).toEqual(JSON.parse(BODY));
  });

  it("refuses a tampered body", () => {
    const tampered = BODY.replace("ticket.created", "ticket.updated");
    expect(refusal(() => verifyWebhook(tampered, valid(), SECRET, { now: T })).message).toMatch(/no .*signature matches/i);
  });

  it("refuses a body that differs only by whitespace (the raw bytes are signed, not the JSON value)", () => {
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 2);
    refusal(() => verifyWebhook(reformatted, valid(), SECRET, { now: T }));
  });

  it("refuses a signature made with another secret", () => {
    refusal(() => verifyWebhook(BODY, valid(T, BODY, OTHER), SECRET, { now: T }));
  });

  it("refuses a signature whose t was changed after signing", () => {
    const h = header(T + 1, sig(SECRET, T, BODY));
    refusal(() => verifyWebhook(BODY, h, SECRET, { now: T }));
  });

  it("accepts timestamps up to the default 300 s either way", () => {
    expect(verifyWebhook(BODY, valid(T), SECRET, { now: T + 300 })).toBeTruthy();
    expect(verifyWebhook(BODY, valid(T), SECRET, { now: T - 300 })).toBeTruthy();
  });

  it("refuses a stale timestamp beyond the default tolerance", () => {
    expect(refusal(() => verifyWebhook(BODY, valid(T), SECRET, { now: T + 301 })).message).toMatch(/timestamp/i);
  });

  it("refuses a future timestamp beyond the default tolerance", () => {
    expect(refusal(() => verifyWebhook(BODY, valid(T), SECRET, { now: T - 301 })).message).toMatch(/timestamp/i);
  });

  it("checks the timestamp before the signature: an old but correctly signed event is refused", () => {
    refusal(() => verifyWebhook(BODY, valid(T - 3600, BODY), SECRET, { now: T }));
  });

  it("honours a custom toleranceSeconds", () => {
    expect(verifyWebhook(BODY, valid(T), SECRET, { now: T + 10, toleranceSeconds: 10 })).toBeTruthy();
    refusal(() => verifyWebhook(BODY, valid(T), SECRET, { now: T + 11, toleranceSeconds: 10 }));
    expect(verifyWebhook(BODY, valid(T), SECRET, { now: T + 3600, toleranceSeconds: 3600 })).toBeTruthy();
    refusal(() => verifyWebhook(BODY, valid(T), SECRET, { now: T + 1, toleranceSeconds: 0 }));
    expect(verifyWebhook(BODY, valid(T), SECRET, { now: T, toleranceSeconds: 0 })).toBeTruthy();
  });

  it("uses the real clock when no now is given", () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhook(BODY, valid(now), SECRET)).toEqual(JSON.parse(BODY));
    refusal(() => verifyWebhook(BODY, valid(now - 3600), SECRET));
  });

  it.each([
    ["a missing header", undefined],
    ["a null header", null],
    ["an empty header", ""],
    ["no t", `v1=${sig(SECRET, T, BODY)}`],
    ["no v1", `t=${T}`],
    ["garbage", "not a signature header"],
    ["a non-numeric t", `t=abc,v1=${sig(SECRET, T, BODY)}`],
    ["a negative t", `t=-${T},v1=${sig(SECRET, T, BODY)}`],
    ["a non-hex v1", `t=${T},v1=${"z".repeat(64)}`],
    ["a v1 of the wrong length", `t=${T},v1=${sig(SECRET, T, BODY).slice(0, 63)}`],
    ["an upper-case hex v1", `t=${T},v1=${sig(SECRET, T, BODY).toUpperCase()}`],
    ["an element without =", `t=${T},v1=${sig(SECRET, T, BODY)},junk`],
    ["only a v0 scheme", `t=${T},v0=${sig(SECRET, T, BODY)}`],
  ])("refuses a malformed header: %s", (_, h) => {
    refusal(() => verifyWebhook(BODY, h, SECRET, { now: T }));
  });

  it("accepts several v1 signatures when one matches, whichever position it is in", () => {
    const good = sig(SECRET, T, BODY);
    const bad = sig(OTHER, T, BODY);
    expect(verifyWebhook(BODY, header(T, bad, good), SECRET, { now: T })).toBeTruthy();
    expect(verifyWebhook(BODY, header(T, good, bad), SECRET, { now: T })).toBeTruthy();
    refusal(() => verifyWebhook(BODY, header(T, bad, sig("whsec_third", T, BODY)), SECRET, { now: T }));
  });

  it("ignores a malformed extra v1 when another one matches, and unknown schemes", () => {
    expect(verifyWebhook(BODY, `t=${T},v1=nothex,v0=abc,v1=${sig(SECRET, T, BODY)}`, SECRET, { now: T })).toBeTruthy();
  });

  it("tolerates spaces after the commas", () => {
    expect(verifyWebhook(BODY, `t=${T}, v1=${sig(SECRET, T, BODY)}`, SECRET, { now: T })).toBeTruthy();
  });

  it("accepts the raw body as a Buffer", () => {
    expect(verifyWebhook(Buffer.from(BODY, "utf8"), valid(), SECRET, { now: T })).toEqual(JSON.parse(BODY));
  });

  it("accepts the raw body as a Uint8Array, including a view into a larger buffer", () => {
    const bytes = new TextEncoder().encode(BODY);
    expect(verifyWebhook(bytes, valid(), SECRET, { now: T })).toEqual(JSON.parse(BODY));
    const padded = new Uint8Array(bytes.length + 8);
    padded.set(bytes, 4);
    expect(verifyWebhook(padded.subarray(4, 4 + bytes.length), valid(), SECRET, { now: T })).toEqual(JSON.parse(BODY));
  });

  it("refuses a Buffer body that was altered", () => {
    const bytes = Buffer.from(BODY, "utf8");
    bytes[bytes.length - 3] ^= 1;
    refusal(() => verifyWebhook(bytes, valid(), SECRET, { now: T }));
  });
});

describe("robustness", () => {
  it("refuses a tolerance that is not a finite number instead of skipping the time check", () => {
    const t = 1_800_000_000;
    const body = JSON.stringify({ id: "evt_1" });
    const header = `t=${t},v1=${createHmac("sha256", "whsec_x").update(`${t}.${body}`).digest("hex")}`;
    expect(() => verifyWebhook(body, header, "whsec_x", { toleranceSeconds: Number.NaN, now: t + 10_000 })).toThrow(RangeError);
  });

  it("answers a correctly signed body that is not JSON with WebhookVerificationError", () => {
    const t = 1_800_000_000;
    const body = "not json";
    const header = `t=${t},v1=${createHmac("sha256", "whsec_x").update(`${t}.${body}`).digest("hex")}`;
    expect(() => verifyWebhook(body, header, "whsec_x", { now: t })).toThrow(WebhookVerificationError);
  });
});

describe("verifyWebhookAsync (Web Crypto: globalThis.crypto.subtle)", () => {
  afterEach(() => vi.restoreAllMocks());

  /** The async verdict beside the sync one: both accept (the same event) or both refuse (the same error). */
  async function bothAgree(body: string | Uint8Array, h: string | null | undefined, secret: string, options: VerifyOptions) {
    const settle = async (run: () => unknown) => {
      try {
        return { event: await run() };
      } catch (err) {
        return { error: err };
      }
    };
    const sync = await settle(() => verifyWebhook(body, h, secret, options));
    const web = await settle(() => verifyWebhookAsync(body, h, secret, options));
    expect(web).toEqual(sync);
    if ("error" in web) expect(web.error).toBeInstanceOf((sync as { error: Error }).error.constructor);
    return web;
  }

  it("verifies with crypto.subtle, not node:crypto", async () => {
    const verify = vi.spyOn(globalThis.crypto.subtle, "verify");
    expect(await verifyWebhookAsync(BODY, valid(), SECRET, { now: T })).toEqual(JSON.parse(BODY));
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("checks every v1 signature (no early exit) and accepts when one matches", async () => {
    const verify = vi.spyOn(globalThis.crypto.subtle, "verify");
    const good = sig(SECRET, T, BODY);
    const bad = sig(OTHER, T, BODY);
    expect(await verifyWebhookAsync(BODY, header(T, good, bad), SECRET, { now: T })).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  const tampered = BODY.replace("ticket.created", "ticket.updated");
  const altered = new TextEncoder().encode(BODY);
  altered[altered.length - 3] ^= 1;
  it.each<[string, string | Uint8Array, string | null | undefined, string, VerifyOptions]>([
    ["a valid signature", BODY, valid(), SECRET, { now: T }],
    ["a Uint8Array body", new TextEncoder().encode(BODY), valid(), SECRET, { now: T }],
    ["an altered Uint8Array body", altered, valid(), SECRET, { now: T }],
    ["a tampered body", tampered, valid(), SECRET, { now: T }],
    ["another secret", BODY, valid(T, BODY, OTHER), SECRET, { now: T }],
    ["a changed t", BODY, header(T + 1, sig(SECRET, T, BODY)), SECRET, { now: T }],
    ["300 s late (tolerated)", BODY, valid(), SECRET, { now: T + 300 }],
    ["301 s late", BODY, valid(), SECRET, { now: T + 301 }],
    ["301 s early", BODY, valid(), SECRET, { now: T - 301 }],
    ["a custom tolerance", BODY, valid(), SECRET, { now: T + 11, toleranceSeconds: 10 }],
    ["a missing header", BODY, undefined, SECRET, { now: T }],
    ["garbage", BODY, "not a signature header", SECRET, { now: T }],
    ["an upper-case hex v1", BODY, `t=${T},v1=${sig(SECRET, T, BODY).toUpperCase()}`, SECRET, { now: T }],
    ["the rotation pair, old first", BODY, header(T, sig(OTHER, T, BODY), sig(SECRET, T, BODY)), SECRET, { now: T }],
    ["a body that is not JSON", "not json", header(T, sig(SECRET, T, "not json")), SECRET, { now: T }],
  ])("agrees with verifyWebhook: %s", async (_, body, h, secret, options) => {
    await bothAgree(body, h, secret, options);
  });

  it("refuses a tolerance that is not a finite number", async () => {
    await expect(verifyWebhookAsync(BODY, valid(), SECRET, { toleranceSeconds: Number.NaN, now: T })).rejects.toThrow(RangeError);
  });
});
