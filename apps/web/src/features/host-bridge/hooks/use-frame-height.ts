import { bridgeMessage } from '@fairway/contract/host-bridge-envelope';
import { HEIGHT_MESSAGE_DELAY_MS } from '@fairway/domain/host-bridge/frame-height';
import { useEffect, type RefObject } from 'react';
import { postToHost } from '../../../shared/host-bridge/host-channel.ts';

/** The contract's upper bound for a frame-height message. */
const MAX_HEIGHT = 100_000;

/**
 * While talking to a host page, reports the content height of `rootRef`'s element
 * (its scrollHeight) 300 ms after its size last changed (SPEC §4, §9). embed.js applies the
 * screen cap and padding (frameHeight), so the raw content height is sent, once per change.
 */
export function useFrameHeight(rootRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!active || !root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSent = -1;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const height = Math.min(MAX_HEIGHT, Math.max(0, Math.ceil(root.scrollHeight)));
        if (height !== lastSent && postToHost(bridgeMessage({ type: 'frame-height', height }))) lastSent = height;
      }, HEIGHT_MESSAGE_DELAY_MS);
    };
    schedule();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(root);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [rootRef, active]);
}
