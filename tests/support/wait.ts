/** Polls `probe` until it answers something truthy; fails after `timeoutMs`. For work done in the background. */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000, what = "the condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
