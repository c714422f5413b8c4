/** Which browser build of the shell: the federated one, or the single-bundle control. */
export interface BuildKind {
  /** The single-bundle control: no federation, the remotes' modules part of the shell's build. */
  single?: boolean;
}

/**
 * The folder of a package where its browser build goes: dist/ (federated) or dist-single/ (the
 * route-split control, docs/decisions/0003-single-bundle-control.md).
 */
export const browserBuildFolder = ({ single = false }: BuildKind): string => (single ? 'dist-single' : 'dist');
