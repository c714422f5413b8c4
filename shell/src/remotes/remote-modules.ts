// The federated modules the shell mounts come from the manifest of the front-ends.
export { EVERY_PAGE_MODULES as ALWAYS_MOUNTED, REMOTE_MODULES, type RemoteModuleId } from '@shop/shared/frontends';
