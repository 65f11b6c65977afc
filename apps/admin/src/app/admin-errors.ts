import { isConsoleError, SESSION_OVER } from './console-api.ts';

/** The code of a refused console call (`generic` for anything that is not an API answer). */
export const refusalCode = (caught: unknown): string => (isConsoleError(caught) ? caught.code : 'generic');

/** True when the call was refused because the staff session is over: the console signs out. */
export const endsSession = (caught: unknown): boolean => SESSION_OVER.includes(refusalCode(caught));
