/** `--<name> N` of a command's arguments: a whole positive number, `fallback` when absent; throws on anything else. */
export function numberArgument(name: string, fallback: number, argv: readonly string[] = process.argv): number {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole positive number`);
  return value;
}
