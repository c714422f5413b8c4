/**
 * Router APIs for rendering on a server: a module's page at one address, or the shell's routes
 * for one request. Apart from `@shop/shared/router` so that no browser bundle carries them.
 */
export { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
