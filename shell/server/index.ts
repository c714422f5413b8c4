// The shell's server as a library: its unit (main.ts) runs it, `npm start`, the benchmarks and
// the journeys start it in their own process.
export { SHELL_DIR, createShellApp, startShellServer, type ShellServerOptions } from './app';
export { shellServerConfig, shellServerEnv, shellServerEnvWith, type ShellServerConfig } from './config';
