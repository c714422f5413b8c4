/** Which browser build of the shell: the federated one, or one of the single-bundle controls. */
export interface BuildKind {
  /** A single-bundle control: no federation, the remotes' modules part of the shell's build. */
  single?: boolean;
  /** With `single`: the old whole-bundle control, every module in one bundle (kept one release). */
  whole?: boolean;
}

/**
 * The folder of a package where its browser build goes: dist/ (federated), dist-single/ (the
 * route-split control) or dist-whole/ (docs/decisions/0003-single-bundle-control.md).
 */
export const browserBuildFolder = ({ single = false, whole = false }: BuildKind): string =>
  single ? (whole ? 'dist-whole' : 'dist-single') : 'dist';
