import { findEmbedScript } from './find-embed-script.ts';
import { mountEmbed } from './mount-embed.ts';

// Entry point of embed.js. A host page adds one tag:
//   <script src="https://engine.example/embed.js" data-alias="maple-ridge" async></script>
// and this mounts the booking engine for it. Errors go to the console, never to the host's own code.
const script = findEmbedScript(document);
if (!script) {
  console.error('[Fairway] embed.js could not find its <script> tag');
} else {
  try {
    mountEmbed(script, window);
  } catch (error) {
    console.error(`[Fairway] ${error instanceof Error ? error.message : String(error)}`);
  }
}
