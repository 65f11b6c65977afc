import { useEffect, useState } from 'react';

/**
 * `flag`, but turning true one browser task after it does (false at once): what renders under it
 * goes in a task of its own, after the browser has painted what rendered with the change.
 */
export function useOneTaskLater(flag: boolean): boolean {
  const [later, setLater] = useState(flag);
  useEffect(() => {
    if (!flag) return setLater(false);
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [flag]);
  return flag && later;
}
