// Exposed modules as the single-bundle control imports them (aliased to the remotes' sources).
// Every exposed module's default export is a component that takes no props.
declare module 'catalog/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module 'cart/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module 'auth/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module 'backoffice/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
