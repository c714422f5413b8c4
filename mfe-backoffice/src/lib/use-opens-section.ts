import { canOpenBackofficePath } from '@shop/shared/access';
import { useShopStore } from '@shop/shared/store';

/** Whether the signed-in staff member may open a section, e.g. to offer a link into it. */
export function useOpensSection(path: string): boolean {
  return useShopStore((roles) => canOpenBackofficePath(roles, path));
}
