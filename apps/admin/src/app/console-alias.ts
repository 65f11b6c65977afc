/** The alias of the console page: `?alias=`, else the host name's first label (not for localhost or an IP), else none (the default engine). */
export function consoleAlias(location: Pick<Location, 'search' | 'hostname'>): string | null {
  const fromQuery = new URLSearchParams(location.search).get('alias');
  if (fromQuery && /^[a-z0-9-]{1,63}$/.test(fromQuery)) return fromQuery;
  const [first, ...rest] = location.hostname.split('.');
  const last = rest.at(-1);
  if (
    first !== undefined &&
    last !== undefined &&
    !/^\d+$/.test(last) &&
    first !== 'www' &&
    /^[a-z0-9-]{1,63}$/.test(first)
  )
    return first;
  return null;
}
