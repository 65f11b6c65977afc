import { createFrame } from './create-frame.ts';
import { readEmbedOptions } from './embed-options.ts';
import { MOUNTED_ATTRIBUTE } from './find-embed-script.ts';
import { createHostBridge, type HostWindow } from './host-bridge.ts';
import { buildIframeSrc, hostRwgToken } from './iframe-src.ts';
import {
  createFairwayEmbed,
  registerEmbed,
  unregisterEmbed,
  type FairwayEmbed,
  type FairwayWindow,
} from './public-api.ts';

/** Runs `fn` once the document has been parsed (at once if it already has). */
function whenParsed(doc: Document, fn: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}

/** The element named by data-target, or null when absent; throws a clear Error for an invalid selector. */
function findTarget(doc: Document, selector: string): Element | null {
  try {
    return doc.querySelector(selector);
  } catch {
    throw new Error(`data-target is not a valid CSS selector (got "${selector}")`);
  }
}

/**
 * Puts the frame in the data-target element, else right after the script (in <body> when the script
 * sits in <head>). Returns the element that will receive `fairway:message` events: the target, else the script.
 */
function insertFrame(
  doc: Document,
  script: HTMLScriptElement,
  iframe: HTMLIFrameElement,
  target: string | null,
): Element {
  const mount = target ? findTarget(doc, target) : null;
  if (mount) {
    mount.appendChild(iframe);
    return mount;
  }
  if (target)
    console.warn(`[Fairway] data-target "${target}" not found; the booking engine is placed after its script tag`);
  const parent = script.parentNode;
  if (parent && parent !== doc.head) parent.insertBefore(iframe, script.nextSibling);
  else doc.body.appendChild(iframe);
  return script;
}

/**
 * Mounts the booking engine for one script tag: reads its options, wires the bridge before the
 * frame can speak, inserts the frame and registers it on `window.Fairway`. Throws on bad options.
 */
export function mountEmbed(script: HTMLScriptElement, win: HostWindow & FairwayWindow): FairwayEmbed {
  script.setAttribute(MOUNTED_ATTRIBUTE, '');
  const doc = script.ownerDocument;
  const options = readEmbedOptions(script);
  if (options.target) findTarget(doc, options.target); // a bad selector fails now, not later in an event handler
  // The host page's rwg_token goes into the iframe: iframe storage may be partitioned, the URL is not.
  const rwgToken = hostRwgToken(doc.location?.search ?? '');
  const iframe = createFrame(doc, buildIframeSrc({ ...options, rwgToken }), options.alias, options.lang);
  let mount: Element = script;
  const events = { dispatchEvent: (event: Event) => mount.dispatchEvent(event) };
  const bridge = createHostBridge({ iframe, appOrigin: options.appOrigin, alias: options.alias, win, events });
  let key = '';
  const embed = createFairwayEmbed(options.alias, iframe, bridge, () => {
    bridge.dispose();
    iframe.remove();
    unregisterEmbed(win, key);
  });
  key = registerEmbed(win, embed);
  // An async script in <head> can run before its target exists: wait for the parser when needed.
  whenParsed(doc, () => {
    mount = insertFrame(doc, script, iframe, options.target);
  });
  return embed;
}
