/** The patches of node-postgres and drizzle that can be switched off one at a time. */
const DRIVER_PATCHES = ['pipelined', 'described-once', 'prepared', 'pool-gate'] as const;
export type DriverPatch = (typeof DRIVER_PATCHES)[number];

/**
 * The patches switched on by FAIRWAY_DRIVER_PATCHES: `all` (the default), `none`, or
 * `without:<patch>[,<patch>]`. Read once, so the checkout bench can measure what each one saves by
 * running the same server without it.
 */
function driverPatchesOf(setting: string | undefined): ReadonlySet<DriverPatch> {
  const value = (setting ?? 'all').trim();
  if (value === 'all' || value === '') return new Set(DRIVER_PATCHES);
  if (value === 'none') return new Set();
  if (value.startsWith('without:')) {
    const left = value.slice('without:'.length).split(',');
    for (const patch of left)
      if (!(DRIVER_PATCHES as readonly string[]).includes(patch))
        throw new Error(`FAIRWAY_DRIVER_PATCHES: unknown patch "${patch}"`);
    return new Set(DRIVER_PATCHES.filter((patch) => !left.includes(patch)));
  }
  throw new Error(
    `FAIRWAY_DRIVER_PATCHES must be all, none or without:<patch>[,<patch>] (${DRIVER_PATCHES.join(', ')}), not "${value}"`,
  );
}

const switchedOn = driverPatchesOf(process.env.FAIRWAY_DRIVER_PATCHES);

export const patchIsOn = (patch: DriverPatch): boolean => switchedOn.has(patch);
