import { useEffect, useState } from 'react';

/** Whether a screen of this page load has already rendered its part under useLaterOnFirstLoad. */
let firstLoadDone = false;

/**
 * False on the page load's first render of the screen using it and true a task later; true at once
 * on any later mount. What renders under it goes in a task of its own on the first load, when the
 * first screen's render is a phone's longest task, and comes with the screen when the golfer
 * returns to it (the answer is in the cache then: no placeholder for a task).
 */
export function useLaterOnFirstLoad(): boolean {
  const [later, setLater] = useState(firstLoadDone);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => {
      firstLoadDone = true;
      setLater(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [later]);
  return later;
}
