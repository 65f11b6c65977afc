import type { Plugin } from 'vite';

/**
 * Starts zod jitless: our CSP allows no eval, and zod probes `new Function` while the contract's
 * schemas are created (at import, before any app code could call `z.config`), which logs a CSP
 * violation. Fails the build if a zod upgrade moves the line it changes. Both front ends (the
 * golfer app and the operator console) build with it.
 */
export function zodJitless(): Plugin {
  const original = '(_a.__zod_globalConfig = {})';
  return {
    name: 'fairway:zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(original))
        throw new Error(`zod's global config moved: update zodJitless in ${import.meta.filename}`);
      return code.replace(original, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}
