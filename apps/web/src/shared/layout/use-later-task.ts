import { useEffect, useState } from 'react';

/**
 * False on the first render, true from a later task on: for parts of a screen that are not in
 * view at first (a folded panel, the foot of a page), so that their rendering does not lengthen
 * the task that puts the first screen up (on a phone, one long task delays every tap).
 */
export function useLaterTask(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [later]);
  return later;
}
