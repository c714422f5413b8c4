/**
 * Router APIs for rendering on a server: a module's page, or the shell's layout, at one
 * address. Apart from `@shop/shared/router` (as
 * `@shop/shared/router/render`) so that no browser bundle carries them.
 */
export { StaticRouter } from 'react-router-dom';
