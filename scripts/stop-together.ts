/** A process of the shop that `npm start` or `npm run start:prod` watches. */
export interface Watched {
  name: string;
  exited: Promise<number | null>;
}

/**
 * What runs as one shop stops as one: Ctrl-C or SIGTERM stops everything (`stopAll`) and exits
 * 0; any watched process ending on its own stops the rest and exits 1, saying which.
 */
export function stopTogether(stopAll: () => Promise<unknown>, watched: readonly Watched[]): void {
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await stopAll();
    process.exit(code);
  };
  for (const { name, exited } of watched) {
    void exited.then((code) => {
      if (stopping) return;
      console.error(`${name} stopped (exit code ${code}); stopping the shop.`);
      void stop(1);
    });
  }
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
