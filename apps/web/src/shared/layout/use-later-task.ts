import { useEffect, useState } from 'react';

/**
 * False until a task after `ready` first holds (by default: after the first render), then true
 * for good: for parts of a screen that are not in view at first (a folded panel, the foot of a
 * page), so that rendering them does not lengthen the task that puts the first screen up (on a
 * phone, one long task delays every tap).
 */
export function useLaterTask(ready = true): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (later || !ready) return;
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [later, ready]);
  return later;
}
