// The mail's render thread (mail/render-thread.ts): a message's facts in, its HTML, text and files out.
// Bundled as its own entry (dist-node/mail-render.js, scripts/node-units.ts).
import { renderFacts } from './messages/render-message';

export default renderFacts;
