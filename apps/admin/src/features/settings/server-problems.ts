import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isConsoleError } from '../../app/console-api.ts';

/** A field the server refused: its path inside the form, and why (the server's words). */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The fields under `prefix` (`['settings', 'inventory']`) a refused write names, with their paths inside the form. */
export function fieldProblemsOf(error: unknown, prefix: readonly string[]): FieldProblem[] {
  if (!isConsoleError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const issues = (error.details as { issues?: { path?: unknown[]; message?: string }[] } | undefined)?.issues ?? [];
  return issues.flatMap((issue) => {
    const path = (issue.path ?? []).map(String);
    const under = prefix.every((part, index) => path[index] === part) && path.length > prefix.length;
    return under ? [{ path: path.slice(prefix.length).join('.'), message: issue.message ?? '' }] : [];
  });
}

/** Marks each refused field of a form with the server's reason. */
export function showProblems<Values extends FieldValues>(setError: UseFormSetError<Values>, problems: FieldProblem[]) {
  for (const problem of problems) setError(problem.path as Path<Values>, { type: 'server', message: problem.message });
}
