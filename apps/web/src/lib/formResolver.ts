import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface Issue {
  path: PropertyKey[];
  message: string;
}
interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/**
 * A react-hook-form resolver for `zod/mini` schemas (no @hookform/resolvers dependency). Messages are i18n
 * keys (`validation:required`); the first issue of each field wins.
 */
export function miniResolver<T extends FieldValues>(schema: SafeParser<unknown>): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: values as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      let node = errors;
      for (let i = 0; i < path.length - 1; i++) {
        const k = path[i] as string;
        node[k] = (node[k] as Record<string, unknown> | undefined) ?? {};
        node = node[k] as Record<string, unknown>;
      }
      const leaf = path[path.length - 1] as string;
      if (!node[leaf]) node[leaf] = { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
