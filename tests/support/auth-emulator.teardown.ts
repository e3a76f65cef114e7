export default async function teardown() {
  await globalThis.authEmulator?.stop();
}
