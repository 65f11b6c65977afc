import { options } from 'preact';

/**
 * Preact runs effects after the next frame: requestAnimationFrame raced by a 100 ms timeout, whose
 * cancelAnimationFrame call throws once jsdom is torn down (a file that ends with an effect still
 * pending, which a loaded CI machine makes likely). The same race, with that call guarded. Both
 * front ends' test setups install it.
 */
export function guardPreactEffects(): void {
  options.requestAnimationFrame = (callback) => {
    let frame = 0;
    const done = () => {
      clearTimeout(timeout);
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      setTimeout(callback);
    };
    const timeout = setTimeout(done, 100);
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
  };
}
