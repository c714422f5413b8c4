export default async function teardown() {
  await (globalThis as { stopAuthEmulator?: () => Promise<void> }).stopAuthEmulator?.();
}
