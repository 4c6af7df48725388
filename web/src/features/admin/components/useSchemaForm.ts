import { useForm, get, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isApiError } from '../../../lib/http';

/**
 * A back-office form checked in the browser with the API's own request schema (from @bayi/common), so both ends
 * refuse with one rule and one Turkish message. A field's message is the browser's, else the server's (a rule
 * only the server can check: a taken code, a changed record).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, serverError }: { defaultValues: DefaultValues<Input>; serverError: unknown },
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const serverFields = isApiError(serverError) ? serverError.fields : {};
  const errorOf = (name: string): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message ?? serverFields[name];
  return { ...form, errorOf, serverFields };
}
