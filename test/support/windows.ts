/**
 * Rate limits count in windows aligned to the clock. A test that must stay
 * inside one window waits, when needed, until a fresh one has at least
 * `needMs` left.
 */
export async function freshWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 5));
}
